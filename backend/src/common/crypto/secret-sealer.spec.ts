import { developmentSealingKey, parseSealingKeys } from './sealing-keys';
import { SealedValueError, SecretSealer } from './secret-sealer';

const keyA = { id: 'a', key: Buffer.alloc(32, 1) };
const keyB = { id: 'b-2026', key: Buffer.alloc(32, 2) };
const secret = 'correct horse battery staple';

describe('SecretSealer', () => {
  it('seals with the first key, opens with any listed one, never holds the plaintext', () => {
    const sealer = new SecretSealer([keyA, keyB]);
    const text = sealer.seal(secret, 'ctx:1');
    expect(text).toMatch(/^v1\.a\.[A-Za-z0-9_-]+$/);
    expect(Buffer.from(text.split('.')[2]!, 'base64url').includes(Buffer.from(secret))).toBe(false);
    expect(sealer.open(text, 'ctx:1')).toBe(secret);
    // A fresh IV each time.
    expect(sealer.seal(secret, 'ctx:1')).not.toBe(text);
    expect(SecretSealer.keyIdOf(text)).toBe('a');
    expect(sealer.isCurrent('a')).toBe(true);
  });

  it('opens what an older key sealed after a rotation, and refuses a key no longer listed', () => {
    const before = new SecretSealer([keyA]).sealBytes(secret, 'row-1');
    const rotated = new SecretSealer([keyB, keyA]);
    expect(rotated.currentKeyId).toBe('b-2026');
    expect(rotated.isCurrent(before.keyId)).toBe(false);
    expect(rotated.openBytes(before, 'row-1').toString()).toBe(secret);
    expect(() => new SecretSealer([keyB]).openBytes(before, 'row-1')).toThrow(/not configured/);
  });

  it('refuses another context, altered bytes, a truncated value and text that is no sealed value', () => {
    const sealer = new SecretSealer([keyA]);
    const sealed = sealer.sealBytes(secret, 'row-1');
    expect(() => sealer.openBytes(sealed, 'row-2')).toThrow(SealedValueError);
    const altered = Buffer.from(sealed.sealed);
    altered[20] = (altered[20] ?? 0) ^ 1;
    expect(() => sealer.openBytes({ ...sealed, sealed: altered }, 'row-1')).toThrow(
      SealedValueError,
    );
    expect(() =>
      sealer.openBytes({ ...sealed, sealed: sealed.sealed.subarray(0, 20) }, 'row-1'),
    ).toThrow(/too short/);
    expect(() => sealer.open('plain text', 'row-1')).toThrow(/not a sealed value/);
  });

  it('refuses no key, a bad key id and a key of the wrong length', () => {
    expect(() => new SecretSealer([])).toThrow();
    expect(() => new SecretSealer([{ id: 'a b', key: Buffer.alloc(32) }])).toThrow(/id/);
    expect(() => new SecretSealer([{ id: 'a', key: Buffer.alloc(16) }])).toThrow(/32 bytes/);
  });
});

describe('sealing keys from the environment', () => {
  it('reads id:key entries in base64 and base64url, in order', () => {
    const one = Buffer.alloc(32, 3);
    const two = Buffer.alloc(32, 250);
    const keys = parseSealingKeys(
      `new:${one.toString('base64url')}, old:${two.toString('base64')}`,
    );
    expect(keys).toEqual([
      { id: 'new', key: one },
      { id: 'old', key: two },
    ]);
    expect(parseSealingKeys('  ')).toEqual([]);
  });

  it('says what is wrong with a malformed list', () => {
    expect(parseSealingKeys('nokey')).toMatch(/id:key/);
    expect(
      parseSealingKeys(
        `a:${Buffer.alloc(32).toString('base64')},a:${Buffer.alloc(32).toString('base64')}`,
      ),
    ).toMatch(/twice/);
  });

  it('derives one development key per purpose, the webhook one unchanged', () => {
    expect(developmentSealingKey('webhook token').key.toString('hex')).toBe(
      'ab29ea018b7efbc59547ebb458f1ced8d95d3f054ac2ad027e64e29e330e9394',
    );
    expect(
      developmentSealingKey('credential').key.equals(developmentSealingKey('webhook token').key),
    ).toBe(false);
  });
});
