import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { RECAPTCHA_ACTION_PATTERN } from '@tickrelay/contracts/endpoints/recaptcha.endpoints';

/**
 * The local provider's tokens: `lr1.<payload>.<signature>`, the payload base64url JSON
 * `{a: action, h: host name, t: issued at (ms), n: nonce}`, the signature base64url
 * HMAC-SHA256 of `lr1.<payload>` with the api's key. Pure, so each rule is unit tested; single
 * use is the guard's (the used token's hash in Redis, as for Google's tokens).
 */
const PREFIX = 'lr1';
/** As Google's: a token is good for two minutes. */
export const LOCAL_TOKEN_TTL_MS = 2 * 60 * 1000;
/** What siteverify would score a visitor; above any sensible RECAPTCHA_MIN_SCORE. */
export const LOCAL_RECAPTCHA_SCORE = 0.9;
/** Replicas' clocks may differ a little: a token "issued" this far ahead still counts. */
const CLOCK_SKEW_MS = 5000;
const MAX_HOSTNAME_LENGTH = 253;

export interface LocalTokenClaims {
  action: string;
  /** Lower case: the host name of the page that asked for the token. */
  hostname: string;
  issuedAtMs: number;
}

export type LocalTokenRejection = 'malformed' | 'bad_signature' | 'expired' | 'not_yet_valid';

function sign(key: Buffer, signed: string): Buffer {
  return createHmac('sha256', key).update(signed).digest();
}

export function signLocalToken(
  claims: { action: string; hostname: string },
  key: Buffer,
  nowMs: number,
): string {
  const payload = Buffer.from(
    JSON.stringify({
      a: claims.action,
      h: claims.hostname.toLowerCase(),
      t: nowMs,
      n: randomBytes(16).toString('base64url'),
    }),
  ).toString('base64url');
  const signed = `${PREFIX}.${payload}`;
  return `${signed}.${sign(key, signed).toString('base64url')}`;
}

function readClaims(payload: string): LocalTokenClaims | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { a, h, t } = parsed as Record<string, unknown>;
  if (typeof a !== 'string' || !RECAPTCHA_ACTION_PATTERN.test(a)) return undefined;
  if (typeof h !== 'string' || h.length > MAX_HOSTNAME_LENGTH) return undefined;
  if (typeof t !== 'number' || !Number.isSafeInteger(t)) return undefined;
  return { action: a, hostname: h, issuedAtMs: t };
}

/** Checks the signature (constant time, canonical encoding only) and the token's age. */
export function openLocalToken(
  token: string,
  key: Buffer,
  nowMs: number,
): { ok: true; claims: LocalTokenClaims } | { ok: false; reason: LocalTokenRejection } {
  const parts = token.split('.');
  const [prefix, payload, signature] = parts;
  if (parts.length !== 3 || prefix !== PREFIX || !payload || !signature) {
    return { ok: false, reason: 'malformed' };
  }
  const given = Buffer.from(signature, 'base64url');
  // One spelling per token: another encoding of the same bytes would be another token to the
  // single-use check, so a token could be spent twice.
  if (given.toString('base64url') !== signature) return { ok: false, reason: 'bad_signature' };
  const expected = sign(key, `${prefix}.${payload}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'bad_signature' };
  }
  const claims = readClaims(payload);
  if (!claims) return { ok: false, reason: 'malformed' };
  if (claims.issuedAtMs > nowMs + CLOCK_SKEW_MS) return { ok: false, reason: 'not_yet_valid' };
  if (nowMs - claims.issuedAtMs >= LOCAL_TOKEN_TTL_MS) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
