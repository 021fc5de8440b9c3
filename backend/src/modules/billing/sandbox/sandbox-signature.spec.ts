import { PaymentSignatureError } from '../payment-provider.port';
import { signSandboxPayload, verifySandboxSignature } from './sandbox-signature';

const SECRET = 'test-sandbox-webhook-secret';
const body = Buffer.from(
  JSON.stringify({ id: 'evt_sb_1', type: 'invoice.paid', created: 1, data: { object: {} } }),
);
const now = 1_800_000_000;

describe('sandbox webhook signatures', () => {
  it('accepts a delivery signed with the secret within the tolerance', () => {
    const header = signSandboxPayload(SECRET, body, now - 299);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(() => verifySandboxSignature(SECRET, body, header, { now })).not.toThrow();
  });

  it('refuses a tampered body, another secret, or a tampered signature', () => {
    const header = signSandboxPayload(SECRET, body, now);
    const tampered = Buffer.from(body.toString().replace('invoice.paid', 'invoice.void'));
    expect(() => verifySandboxSignature(SECRET, tampered, header, { now })).toThrow(
      PaymentSignatureError,
    );
    expect(() =>
      verifySandboxSignature(
        SECRET,
        body,
        signSandboxPayload('another-secret-entirely', body, now),
        {
          now,
        },
      ),
    ).toThrow('signature mismatch');
    const flipped = header.replace(/v1=(.)/, (_m, c: string) => `v1=${c === 'a' ? 'b' : 'a'}`);
    expect(() => verifySandboxSignature(SECRET, body, flipped, { now })).toThrow(
      'signature mismatch',
    );
  });

  it('refuses a timestamp older than 300 s (a replay), or far ahead, even when well signed', () => {
    expect(() =>
      verifySandboxSignature(SECRET, body, signSandboxPayload(SECRET, body, now - 301), { now }),
    ).toThrow('timestamp outside the tolerance');
    expect(() =>
      verifySandboxSignature(SECRET, body, signSandboxPayload(SECRET, body, now + 301), { now }),
    ).toThrow('timestamp outside the tolerance');
  });

  it('refuses a missing or malformed header', () => {
    for (const header of [undefined, '', 'v1=abc', 't=123', 't=x,v1=' + 'a'.repeat(64)]) {
      expect(() => verifySandboxSignature(SECRET, body, header, { now })).toThrow(
        PaymentSignatureError,
      );
    }
  });

  it('accepts any of several v1 signatures (secret rotation)', () => {
    const good = signSandboxPayload(SECRET, body, now);
    const other = signSandboxPayload('the-previous-secret-xx', body, now).split(',')[1] ?? '';
    expect(() =>
      verifySandboxSignature(SECRET, body, `${good.split(',')[0]},${other},${good.split(',')[1]}`, {
        now,
      }),
    ).not.toThrow();
  });
});
