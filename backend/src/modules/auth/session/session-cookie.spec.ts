import { createChunks } from '@supabase/ssr';

import {
  chunkCookie,
  combineChunks,
  decodeSession,
  encodeSession,
  isChunkOf,
  MAX_CHUNK_SIZE,
  SESSION_COOKIE,
} from './session-cookie';

const chunksToMap = (chunks: { name: string; value: string }[]) =>
  new Map(chunks.map((chunk) => [chunk.name, chunk.value]));

describe('session cookie chunking', () => {
  it('keeps a value of up to 3180 characters in a single tr_session cookie', () => {
    expect(MAX_CHUNK_SIZE).toBe(3180);
    const value = 'a'.repeat(3180);
    expect(chunkCookie(SESSION_COOKIE, value)).toEqual([{ name: 'tr_session', value }]);
  });

  it('splits a longer value into tr_session.0, .1, … of at most 3180 characters', () => {
    const value = 'b'.repeat(3181);
    const chunks = chunkCookie(SESSION_COOKIE, value);
    expect(chunks.map((chunk) => [chunk.name, chunk.value.length])).toEqual([
      ['tr_session.0', 3180],
      ['tr_session.1', 1],
    ]);
    const long = 'c'.repeat(3180 * 3 + 17);
    const three = chunkCookie(SESSION_COOKIE, long);
    expect(three.map((chunk) => chunk.name)).toEqual([
      'tr_session.0',
      'tr_session.1',
      'tr_session.2',
      'tr_session.3',
    ]);
    expect(combineChunks(SESSION_COOKIE, chunksToMap(three))).toBe(long);
  });

  it('measures the URI-encoded size and never splits a multi-byte character', () => {
    const value = `${'x'.repeat(3178)}é€😀${'y'.repeat(4000)}`;
    const chunks = chunkCookie(SESSION_COOKIE, value);
    for (const chunk of chunks) {
      expect(encodeURIComponent(chunk.value).length).toBeLessThanOrEqual(3180);
      expect(() => encodeURIComponent(chunk.value)).not.toThrow();
    }
    expect(chunks.map((chunk) => chunk.value).join('')).toBe(value);
  });

  it('chunks exactly like @supabase/ssr, so both adapters read each other’s cookies', () => {
    for (const value of ['short', 'z'.repeat(3180), 'q'.repeat(9000), `${'é'.repeat(2000)}!`]) {
      expect(chunkCookie(SESSION_COOKIE, value)).toEqual(createChunks(SESSION_COOKIE, value));
    }
  });

  it('recombines from a single cookie or consecutive chunks, stopping at a gap', () => {
    expect(combineChunks('tr_session', new Map([['tr_session', 'whole']]))).toBe('whole');
    const gap = new Map([
      ['tr_session.0', 'a'],
      ['tr_session.1', 'b'],
      ['tr_session.3', 'd'],
    ]);
    expect(combineChunks('tr_session', gap)).toBe('ab');
    expect(combineChunks('tr_session', new Map())).toBeUndefined();
    expect(isChunkOf('tr_session.12', 'tr_session')).toBe(true);
    expect(isChunkOf('tr_session.01', 'tr_session')).toBe(false);
    expect(isChunkOf('tr_session-code-verifier', 'tr_session')).toBe(false);
  });
});

describe('session cookie encoding', () => {
  const session = { access_token: 'a'.repeat(43), refresh_token: 'r'.repeat(43), expires_at: 1 };

  it('round-trips through the base64- encoding @supabase/ssr uses', () => {
    const encoded = encodeSession(session);
    expect(encoded).toMatch(/^base64-[A-Za-z0-9_-]+$/);
    expect(decodeSession(encoded)).toEqual(session);
  });

  it('rejects missing, foreign and tampered values', () => {
    expect(decodeSession(undefined)).toBeUndefined();
    expect(decodeSession('plain-json')).toBeUndefined();
    expect(decodeSession('base64-%%%')).toBeUndefined();
    const partial = `base64-${Buffer.from(JSON.stringify({ access_token: 'x' })).toString('base64url')}`;
    expect(decodeSession(partial)).toBeUndefined();
  });
});
