import { WEBHOOK_TOKEN_PATTERN } from '@tickrelay/contracts/webhooks/deliveries';

import { hashWebhookToken, newWebhookToken } from './webhook-token';

describe('webhook tokens', () => {
  it('are 43 base64url characters (256 random bits), never twice the same', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => newWebhookToken()));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(token).toMatch(new RegExp(WEBHOOK_TOKEN_PATTERN));
    expect(Buffer.from([...tokens][0] ?? '', 'base64url')).toHaveLength(32);
  });

  it('are looked up by SHA-256, whatever the path held', () => {
    const token = newWebhookToken();
    expect(hashWebhookToken(token)).toHaveLength(32);
    expect(hashWebhookToken(token).equals(hashWebhookToken(token))).toBe(true);
    expect(hashWebhookToken(token).equals(hashWebhookToken(`${token}x`))).toBe(false);
    expect(hashWebhookToken('')).toHaveLength(32);
    expect(hashWebhookToken('x'.repeat(10_000))).toHaveLength(32);
  });
});
