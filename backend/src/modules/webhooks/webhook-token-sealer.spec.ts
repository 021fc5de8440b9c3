import { WebhookTokenSealer } from './webhook-token-sealer';

const keyA = { id: 'a', key: Buffer.alloc(32, 1) };
const keyB = { id: 'b', key: Buffer.alloc(32, 2) };
const token = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';

describe('WebhookTokenSealer', () => {
  it('seals with the first key and opens what it sealed, the token never in clear', () => {
    const sealer = new WebhookTokenSealer([keyA, keyB]);
    const sealed = sealer.seal(token, 'webhook-1');
    expect(sealed.keyId).toBe('a');
    expect(sealed.sealed.includes(Buffer.from(token))).toBe(false);
    expect(sealer.open(sealed, 'webhook-1')).toBe(token);
    // A fresh IV each time.
    expect(sealer.seal(token, 'webhook-1').sealed.equals(sealed.sealed)).toBe(false);
  });

  it('opens a token sealed under an older key still listed after the new one', () => {
    const before = new WebhookTokenSealer([keyA]).seal(token, 'w');
    const rotated = new WebhookTokenSealer([keyB, keyA]);
    expect(rotated.currentKeyId).toBe('b');
    expect(rotated.open(before, 'w')).toBe(token);
    expect(() => new WebhookTokenSealer([keyB]).open(before, 'w')).toThrow(/not configured/);
  });

  it('refuses altered bytes and a sealed token moved to another row', () => {
    const sealer = new WebhookTokenSealer([keyA]);
    const sealed = sealer.seal(token, 'w1');
    expect(() => sealer.open(sealed, 'w2')).toThrow();
    const altered = Buffer.from(sealed.sealed);
    altered[altered.length - 1] = (altered[altered.length - 1] ?? 0) ^ 1;
    expect(() => sealer.open({ ...sealed, sealed: altered }, 'w1')).toThrow();
    expect(() => sealer.open({ ...sealed, sealed: sealed.sealed.subarray(0, 20) }, 'w1')).toThrow();
    expect(() => new WebhookTokenSealer([])).toThrow();
  });

  it('opens tokens sealed before it used common/crypto (same bytes, same associated data)', () => {
    // Sealed by the former implementation: iv 0x09…, key 0x07…, row w-1, token "the-token".
    const legacy = Buffer.from('CQkJCQkJCQkJCQkJNnRV1oNAPI7eExAkHt97xFPt4bnKn6oEzg==', 'base64');
    const sealer = new WebhookTokenSealer([{ id: 'k', key: Buffer.alloc(32, 7) }]);
    expect(sealer.open({ sealed: legacy, keyId: 'k' }, 'w-1')).toBe('the-token');
  });
});
