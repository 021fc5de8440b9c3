import { createHmac, randomBytes } from 'node:crypto';

import { LOCAL_TOKEN_TTL_MS, openLocalToken, signLocalToken } from './local-recaptcha-token';

const key = randomBytes(32);
const now = Date.UTC(2026, 0, 15, 12, 0, 0);
const claims = { action: 'renew_subscription', hostname: 'TickRelay.Example' };

const decode = (part: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('local reCAPTCHA tokens', () => {
  it('open with the key that signed them, binding action, host name (lower case) and time', () => {
    const token = signLocalToken(claims, key, now);
    expect(token).toMatch(/^lr1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(openLocalToken(token, key, now + 1000)).toEqual({
      ok: true,
      claims: { action: 'renew_subscription', hostname: 'tickrelay.example', issuedAtMs: now },
    });
  });

  it('are each different, so two visitors never share one', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => signLocalToken(claims, key, now)));
    expect(tokens.size).toBe(50);
  });

  it('last two minutes and never start in the future (past a few seconds of skew)', () => {
    const token = signLocalToken(claims, key, now);
    expect(openLocalToken(token, key, now + LOCAL_TOKEN_TTL_MS - 1).ok).toBe(true);
    expect(openLocalToken(token, key, now + LOCAL_TOKEN_TTL_MS)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(openLocalToken(token, key, now - 4000).ok).toBe(true);
    expect(openLocalToken(token, key, now - 60_000)).toEqual({
      ok: false,
      reason: 'not_yet_valid',
    });
  });

  it('refuse another key: a token signed elsewhere (forged) is not ours', () => {
    const forged = signLocalToken(claims, randomBytes(32), now);
    expect(openLocalToken(forged, key, now)).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('refuse any change to the claims: action, host name or time', () => {
    const [prefix, payload, signature] = signLocalToken(claims, key, now).split('.') as [
      string,
      string,
      string,
    ];
    const original = decode(payload);
    for (const change of [{ a: 'login' }, { h: 'evil.example' }, { t: now + 3_600_000 }]) {
      const tampered = `${prefix}.${encode({ ...original, ...change })}.${signature}`;
      expect(openLocalToken(tampered, key, now)).toEqual({ ok: false, reason: 'bad_signature' });
    }
  });

  it('refuse a signature spelt another way, so one token cannot pass the single-use check twice', () => {
    const token = signLocalToken(claims, key, now);
    // 32 bytes in 43 base64url characters leave 2 spare bits in the last one: flipping them
    // decodes to the same bytes.
    const last = token.slice(-1);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const twin = alphabet[alphabet.indexOf(last) ^ 1] as string;
    const respelt = `${token.slice(0, -1)}${twin}`;
    expect(Buffer.from(respelt.split('.')[2] ?? '', 'base64url')).toEqual(
      Buffer.from(token.split('.')[2] ?? '', 'base64url'),
    );
    expect(openLocalToken(respelt, key, now)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(openLocalToken(`${token}=`, key, now)).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it.each([
    ['empty', ''],
    ['Google-like', '03AFcWeA5x-not-ours'],
    ['two parts', 'lr1.abc'],
    ['four parts', 'lr1.a.b.c'],
    ['another version', 'lr2.e30.AAAA'],
  ])('refuse a malformed token (%s)', (_label, token) => {
    expect(openLocalToken(token, key, now)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuse well-signed claims of the wrong shape', () => {
    const signed = (value: unknown): string => {
      const body = `lr1.${encode(value)}`;
      return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
    };
    const good = { a: 'renew_subscription', h: 'tickrelay.example', t: now, n: 'x' };
    expect(openLocalToken(signed(good), key, now).ok).toBe(true);
    for (const bad of [
      { ...good, a: 'not an action!' },
      { ...good, h: 42 },
      { ...good, t: '2026-01-15' },
      [good],
    ]) {
      expect(openLocalToken(signed(bad), key, now)).toEqual({ ok: false, reason: 'malformed' });
    }
  });
});
