import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';

import { isAcceptedContentType, parseByteLimit, readBody } from './body-reader';

function fakeRequest(headers: Record<string, string>, chunks: string[]): IncomingMessage {
  const stream = new PassThrough();
  Object.assign(stream, { headers });
  setImmediate(() => {
    for (const chunk of chunks) stream.write(Buffer.from(chunk));
    stream.end();
  });
  return stream as unknown as IncomingMessage;
}

describe('hot-route body reader', () => {
  it('reads byte limits in the notation of body-limits.ts', () => {
    expect(parseByteLimit('64kb')).toBe(65536);
    expect(parseByteLimit('16KB')).toBe(16384);
    expect(parseByteLimit('1mb')).toBe(1048576);
    expect(parseByteLimit('500b')).toBe(500);
    expect(() => parseByteLimit('lots')).toThrow('unsupported body limit');
  });

  it.each([
    [undefined, true],
    ['', true],
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['text/plain;charset=UTF-8', true],
    ['text/plain; charset="utf-8"', true],
    ['text/plain; charset=iso-8859-1', false],
    ['application/x-www-form-urlencoded', false],
    ['multipart/form-data; boundary=x', false],
    ['application/jsonp', false],
  ])('JSON or text, or none: content type %p accepted: %p', (header, expected) => {
    const rule = { mediaTypes: ['application/json', 'text/plain'] as const, allowMissing: true };
    expect(isAcceptedContentType(header, rule)).toBe(expected);
  });

  it('accepts only the media types a route lists, and no type only when it says so', () => {
    const jsonOnly = { mediaTypes: ['application/json'] as const, allowMissing: false };
    expect(isAcceptedContentType('application/json', jsonOnly)).toBe(true);
    expect(isAcceptedContentType('text/plain', jsonOnly)).toBe(false);
    expect(isAcceptedContentType(undefined, jsonOnly)).toBe(false);
    expect(isAcceptedContentType('', jsonOnly)).toBe(false);
  });

  it('reads a body made of several chunks, split inside a multi-byte character', async () => {
    const text = '{"name":"Société générale – €"}';
    const bytes = Buffer.from(text);
    const request = new PassThrough();
    Object.assign(request, { headers: {} });
    setImmediate(() => {
      request.write(bytes.subarray(0, 14));
      request.end(bytes.subarray(14));
    });
    await expect(readBody(request as unknown as IncomingMessage, 1024)).resolves.toBe(text);
  });

  it('refuses a declared length over the limit before reading', async () => {
    await expect(
      readBody(fakeRequest({ 'content-length': '2048' }, ['x']), 1024),
    ).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('refuses a streamed body once it passes the limit', async () => {
    const chunks = Array.from({ length: 10 }, () => 'y'.repeat(200));
    await expect(readBody(fakeRequest({}, chunks), 1024)).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('refuses compressed bodies', async () => {
    await expect(
      readBody(fakeRequest({ 'content-encoding': 'gzip' }, []), 1024),
    ).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });
});
