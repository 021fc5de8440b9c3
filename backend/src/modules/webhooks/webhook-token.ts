import { createHash, randomBytes } from 'node:crypto';

import { WEBHOOK_LIMITS } from '@tickrelay/contracts/webhooks/deliveries';

/** A new URL token: 32 random bytes (256 bits) as 43 base64url characters. */
export function newWebhookToken(): string {
  return randomBytes(WEBHOOK_LIMITS.tokenBytes).toString('base64url');
}

/**
 * The token's lookup key: SHA-256 of whatever the path held, well-formed or not, so every request
 * does the same work before the lookup (a malformed token is simply never found).
 */
export function hashWebhookToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}
