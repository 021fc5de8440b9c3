// The signature of an HTTPS relay, as receivers check it (documented in senders/README.md):
// `v1=` + hex HMAC-SHA256(signing secret, `${timestamp}.${raw body}`), the timestamp in unix
// seconds and sent in RELAY_HEADERS.timestamp.
import { createHmac, timingSafeEqual } from 'node:crypto';

import { DESTINATION_LIMITS } from '@tickrelay/contracts/destinations/destinations';

export const RELAY_SIGNATURE_VERSION = 'v1';

export function relaySignature(secret: string, timestamp: string, rawBody: string): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `${RELAY_SIGNATURE_VERSION}=${digest}`;
}

/**
 * What a receiver does: the signature matches and the timestamp is within the tolerance of its
 * clock. Exported for the docs' example and the tests' receivers.
 */
export function verifyRelaySignature(input: {
  secret: string;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string;
  nowMs?: number;
}): boolean {
  const { secret, timestamp, signature, rawBody } = input;
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  const skew = Math.abs((input.nowMs ?? Date.now()) / 1000 - Number(timestamp));
  if (skew > DESTINATION_LIMITS.signatureToleranceSeconds) return false;
  const expected = Buffer.from(relaySignature(secret, timestamp, rawBody));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
