import { createHmac, timingSafeEqual } from 'node:crypto';

import { DOWNLOAD_LINK_TTL_SECONDS } from '@tickrelay/contracts/endpoints/downloads.endpoints';

/** What a link's signature covers: the file's id and the link's expiry, so neither can change. */
function signedText(id: string, expires: number): string {
  return `tickrelay-download:v1:${id}:${expires}`;
}

export function signDownload(secret: string, id: string, expires: number): string {
  return createHmac('sha256', secret).update(signedText(id, expires)).digest('hex');
}

export interface SignedDownload {
  expires: number;
  sig: string;
  /** Relative to the site: /api/downloads/:id/file?expires=…&sig=… */
  url: string;
}

/** A link to `id` that works for DOWNLOAD_LINK_TTL_SECONDS from `nowMs`. */
export function createDownloadLink(secret: string, id: string, nowMs: number): SignedDownload {
  const expires = Math.floor(nowMs / 1000) + DOWNLOAD_LINK_TTL_SECONDS;
  const sig = signDownload(secret, id, expires);
  const query = new URLSearchParams({ expires: String(expires), sig });
  return { expires, sig, url: `/api/downloads/${encodeURIComponent(id)}/file?${query.toString()}` };
}

const UNIX_SECONDS = /^\d{1,12}$/;
const HEX_SHA256 = /^[0-9a-f]{64}$/;

/**
 * Whether a link is good now: well formed, signed for this id and expiry (compared in constant
 * time, so the answer's timing tells nothing about the right signature), not expired, and not
 * claiming a life longer than a link is ever given (a leaked secret aside, that cannot happen,
 * but it bounds what a forged expiry could buy).
 */
export function isDownloadLinkValid(
  secret: string,
  id: string,
  expires: unknown,
  sig: unknown,
  nowMs: number,
): boolean {
  if (typeof expires !== 'string' || typeof sig !== 'string') return false;
  if (!UNIX_SECONDS.test(expires) || !HEX_SHA256.test(sig)) return false;
  const expiry = Number(expires);
  const expected = Buffer.from(signDownload(secret, id, expiry), 'hex');
  const given = Buffer.from(sig, 'hex');
  const signed = given.length === expected.length && timingSafeEqual(given, expected);
  const nowSeconds = nowMs / 1000;
  return signed && expiry > nowSeconds && expiry <= nowSeconds + DOWNLOAD_LINK_TTL_SECONDS + 1;
}
