import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

import type { WebhookTokenKey } from './webhooks.config';

/** Sent by the api's "Send a test alert" with the request it makes to the member's public URL. */
export const TEST_ALERT_HEADER = 'x-tickrelay-test-alert';
/** A signature older (or newer) than this is not believed. */
export const TEST_ALERT_MAX_SKEW_MS = 60_000;

/**
 * Proves a request to a webhook URL was sent by the api itself: `<unix ms>.<HMAC-SHA256>` over the
 * time and the URL's token hash, keyed by a key derived (HKDF) from each WEBHOOK_TOKEN_KEYS entry,
 * so every replica signs and checks alike and nothing new needs configuring. Only such a request
 * is logged as a test (and skips the allowlist: it comes from the api, not TradingView). A header
 * seen in transit works for that URL, for a minute: it can only make another test alert.
 */
export class TestAlertSigner {
  private readonly keys: readonly Buffer[];

  constructor(tokenKeys: readonly WebhookTokenKey[]) {
    this.keys = tokenKeys.map(({ key }) =>
      Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'tickrelay webhook test alert v1', 32)),
    );
  }

  sign(tokenHashHex: string, nowMs: number): string {
    const [key] = this.keys;
    if (!key) throw new Error('no webhook token key');
    return `${nowMs}.${this.mac(key, tokenHashHex, String(nowMs)).toString('base64url')}`;
  }

  verify(header: string | string[] | undefined, tokenHashHex: string, nowMs: number): boolean {
    if (typeof header !== 'string') return false;
    const match = /^(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(header);
    if (!match) return false;
    const [, time = '', signature = ''] = match;
    if (Math.abs(nowMs - Number(time)) > TEST_ALERT_MAX_SKEW_MS) return false;
    const given = Buffer.from(signature, 'base64url');
    return this.keys.some((key) => {
      const expected = this.mac(key, tokenHashHex, time);
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
  }

  private mac(key: Buffer, tokenHashHex: string, time: string): Buffer {
    return createHmac('sha256', key).update(`${time}.${tokenHashHex}`).digest();
  }
}
