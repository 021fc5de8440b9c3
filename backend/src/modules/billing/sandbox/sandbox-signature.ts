import { createHmac, timingSafeEqual } from 'node:crypto';

import { PaymentSignatureError, WEBHOOK_TOLERANCE_S } from '../payment-provider.port';

/** The header the sandbox signs its deliveries with, like Stripe's `Stripe-Signature`. */
export const SANDBOX_SIGNATURE_HEADER = 'Sandbox-Signature';

/**
 * The signing time is wall-clock time, never the billing test clock: a signature says when the
 * delivery was made, which the test clock (business time) has nothing to do with.
 */
const unixNow = (): number => Math.floor(Date.now() / 1000);

function hmac(secret: string, timestamp: number, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export function signSandboxPayload(
  secret: string,
  rawBody: Buffer | string,
  timestamp: number = unixNow(),
): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody)}`;
}

function parseHeader(header: string): { timestamp: number; signatures: string[] } {
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2) as [string, string?];
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    // Several v1 entries are allowed, as during a secret rotation.
    if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === undefined) throw new PaymentSignatureError('no timestamp in the signature');
  if (signatures.length === 0) throw new PaymentSignatureError('no v1 signature');
  return { timestamp, signatures };
}

/**
 * Checks a delivery's signature on its raw bytes: a v1 entry must be the HMAC of `${t}.${body}`
 * (compared in constant time) and t within `toleranceS` of now, either way (an old delivery
 * replayed, or one signed with a clock far ahead). Throws PaymentSignatureError otherwise.
 */
export function verifySandboxSignature(
  secret: string,
  rawBody: Buffer,
  header: string | undefined,
  options: { toleranceS?: number; now?: number } = {},
): void {
  if (header === undefined || header.trim() === '') {
    throw new PaymentSignatureError(`no ${SANDBOX_SIGNATURE_HEADER} header`);
  }
  const { timestamp, signatures } = parseHeader(header);
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  const matches = signatures.some((signature) =>
    timingSafeEqual(Buffer.from(signature, 'hex'), expected),
  );
  if (!matches) throw new PaymentSignatureError('signature mismatch');
  const now = options.now ?? unixNow();
  if (Math.abs(now - timestamp) > (options.toleranceS ?? WEBHOOK_TOLERANCE_S)) {
    throw new PaymentSignatureError('timestamp outside the tolerance');
  }
}
