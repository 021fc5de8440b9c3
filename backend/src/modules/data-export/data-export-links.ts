import { createHmac, timingSafeEqual } from 'node:crypto';

import { DATA_EXPORT_LIMITS } from '@tickrelay/contracts/endpoints/data-export.endpoints';

/**
 * What a link's signature covers: the export, the member it belongs to and the expiry, under a
 * purpose of its own (the secret is the downloads' one: a downloads signature never fits here).
 */
function signedText(exportId: string, memberId: string, expires: number): string {
  return `tickrelay-data-export:v1:${exportId}:${memberId}:${expires}`;
}

function sign(secret: string, exportId: string, memberId: string, expires: number): string {
  return createHmac('sha256', secret)
    .update(signedText(exportId, memberId, expires))
    .digest('hex');
}

/** A link to the member's export that works for DATA_EXPORT_LIMITS.linkTtlSeconds from `nowMs`. */
export function createDataExportLink(
  secret: string,
  exportId: string,
  memberId: string,
  nowMs: number,
): { url: string; expires: number } {
  const expires = Math.floor(nowMs / 1000) + DATA_EXPORT_LIMITS.linkTtlSeconds;
  const query = new URLSearchParams({
    expires: String(expires),
    sig: sign(secret, exportId, memberId, expires),
  });
  return { expires, url: `/api/account/data-exports/${exportId}/file?${query.toString()}` };
}

const UNIX_SECONDS = /^\d{1,12}$/;
const HEX_SHA256 = /^[0-9a-f]{64}$/;

/**
 * Whether a link is good now for this member: well formed, signed for this export, member and
 * expiry (compared in constant time), not expired, and claiming no longer life than a link gets.
 */
export function isDataExportLinkValid(
  secret: string,
  link: { exportId: string; memberId: string; expires: unknown; sig: unknown },
  nowMs: number,
): boolean {
  const { expires, sig } = link;
  if (typeof expires !== 'string' || typeof sig !== 'string') return false;
  if (!UNIX_SECONDS.test(expires) || !HEX_SHA256.test(sig)) return false;
  const expiry = Number(expires);
  const expected = Buffer.from(sign(secret, link.exportId, link.memberId, expiry), 'hex');
  const given = Buffer.from(sig, 'hex');
  const signed = given.length === expected.length && timingSafeEqual(given, expected);
  const nowSeconds = nowMs / 1000;
  return (
    signed && expiry > nowSeconds && expiry <= nowSeconds + DATA_EXPORT_LIMITS.linkTtlSeconds + 1
  );
}
