import { createHmac } from 'node:crypto';

import { relaySignature, verifyRelaySignature } from './relay-signature';

describe('relay signature', () => {
  const secret = 'whsec_test-secret';
  const body = '{"event":"alert"}';

  it('is v1= and the hex HMAC-SHA256 of "timestamp.body"', () => {
    const expected = createHmac('sha256', secret).update(`1700000000.${body}`).digest('hex');
    expect(relaySignature(secret, '1700000000', body)).toBe(`v1=${expected}`);
  });

  it('verifies within the tolerance only, and only the exact body', () => {
    const nowMs = 1_700_000_000_000;
    const signature = relaySignature(secret, '1700000000', body);
    const check = (overrides: Partial<Parameters<typeof verifyRelaySignature>[0]>) =>
      verifyRelaySignature({
        secret,
        timestamp: '1700000000',
        signature,
        rawBody: body,
        nowMs,
        ...overrides,
      });
    expect(check({})).toBe(true);
    expect(check({ nowMs: nowMs + 300_000 })).toBe(true);
    expect(check({ nowMs: nowMs + 301_000 })).toBe(false);
    expect(check({ rawBody: `${body} ` })).toBe(false);
    expect(check({ secret: 'whsec_other' })).toBe(false);
    expect(check({ signature: undefined })).toBe(false);
    expect(check({ timestamp: 'x' })).toBe(false);
  });
});
