import { TEST_ALERT_MAX_SKEW_MS, TestAlertSigner } from './test-alert-signature';

const keyA = { id: 'a', key: Buffer.alloc(32, 1) };
const keyB = { id: 'b', key: Buffer.alloc(32, 2) };
const hash = 'ab'.repeat(32);
const now = 1_800_000_000_000;

describe('TestAlertSigner', () => {
  const signer = new TestAlertSigner([keyA]);

  it('verifies its own signature for the same URL, within a minute', () => {
    const header = signer.sign(hash, now);
    expect(header).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(signer.verify(header, hash, now)).toBe(true);
    expect(signer.verify(header, hash, now + TEST_ALERT_MAX_SKEW_MS)).toBe(true);
    expect(signer.verify(header, hash, now + TEST_ALERT_MAX_SKEW_MS + 1)).toBe(false);
    expect(signer.verify(header, 'cd'.repeat(32), now)).toBe(false);
  });

  it('refuses a missing, malformed, forged or foreign signature', () => {
    const header = signer.sign(hash, now);
    const [time = '', mac = ''] = header.split('.');
    expect(signer.verify(undefined, hash, now)).toBe(false);
    expect(signer.verify([header], hash, now)).toBe(false);
    expect(signer.verify('nonsense', hash, now)).toBe(false);
    expect(signer.verify(`${time}.${'A'.repeat(43)}`, hash, now)).toBe(false);
    expect(signer.verify(`${Number(time) + 1}.${mac}`, hash, now)).toBe(false);
    expect(new TestAlertSigner([keyB]).verify(header, hash, now)).toBe(false);
  });

  it('verifies with any listed key, so a key rotation does not break replicas in between', () => {
    const old = signer.sign(hash, now);
    expect(new TestAlertSigner([keyB, keyA]).verify(old, hash, now)).toBe(true);
  });
});
