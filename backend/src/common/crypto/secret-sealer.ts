import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
/** The text form: version, key id, iv ‖ tag ‖ ciphertext in base64url. */
const TEXT_FORM = /^v1\.([A-Za-z0-9_-]{1,32})\.([A-Za-z0-9_-]+)$/;

/** A sealing key: its id (stored beside each sealed value) and 32 bytes. */
export interface SealingKey {
  id: string;
  key: Buffer;
}

/** A sealed value as two columns: the bytes and the id of the key that sealed them. */
export interface SealedBytes {
  /** iv (12 bytes) ‖ GCM tag (16 bytes) ‖ ciphertext. */
  sealed: Buffer;
  keyId: string;
}

/** The sealed value cannot be opened: its key is not configured, or it was altered or moved. */
export class SealedValueError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'SealedValueError';
  }
}

/**
 * Secrets at rest, AES-256-GCM. The first key seals; any listed key opens what it sealed, so keys
 * rotate by listing a new one first and keeping the old ones until nothing sealed under them is
 * left (`isCurrent` says when a value should be sealed again).
 *
 * `context` is GCM's associated data: it names the value's purpose and row (e.g.
 * `tickrelay:broker-credentials:v1:<member>:<connection>`), so a sealed value copied onto another
 * row, or into another column, does not open. It is not secret and not stored.
 */
export class SecretSealer {
  private readonly keys: ReadonlyMap<string, Buffer>;
  private readonly current: SealingKey;

  constructor(keys: readonly SealingKey[]) {
    const [current] = keys;
    if (!current) throw new Error('no sealing key');
    for (const entry of keys) {
      if (!KEY_ID.test(entry.id)) throw new Error(`bad sealing key id "${entry.id}"`);
      if (entry.key.length !== 32) throw new Error(`sealing key "${entry.id}" is not 32 bytes`);
    }
    this.current = current;
    this.keys = new Map(keys.map((entry) => [entry.id, entry.key]));
  }

  get currentKeyId(): string {
    return this.current.id;
  }

  /** False for a value sealed under an older key: seal it again when convenient. */
  isCurrent(keyId: string): boolean {
    return keyId === this.current.id;
  }

  sealBytes(plaintext: string | Buffer, context: string): SealedBytes {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.current.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const data = typeof plaintext === 'string' ? Buffer.from(plaintext, 'utf8') : plaintext;
    const ciphertext = Buffer.concat([cipher.update(data), cipher.final()]);
    return { sealed: Buffer.concat([iv, cipher.getAuthTag(), ciphertext]), keyId: this.current.id };
  }

  /** Throws SealedValueError when the key is not configured or the bytes or context differ. */
  openBytes({ sealed, keyId }: SealedBytes, context: string): Buffer {
    const key = this.keys.get(keyId);
    if (!key) throw new SealedValueError(`sealing key "${keyId}" is not configured`);
    if (sealed.length < IV_BYTES + TAG_BYTES) throw new SealedValueError('sealed value too short');
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([
        decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]);
    } catch (error) {
      throw new SealedValueError('sealed value does not open (altered, or another context)', error);
    }
  }

  /** One text value holding the key id: `v1.<keyId>.<base64url>` (for a single column or Redis). */
  seal(plaintext: string, context: string): string {
    const { sealed, keyId } = this.sealBytes(plaintext, context);
    return `v1.${keyId}.${sealed.toString('base64url')}`;
  }

  open(text: string, context: string): string {
    const match = TEXT_FORM.exec(text);
    if (!match) throw new SealedValueError('not a sealed value');
    const [, keyId = '', encoded = ''] = match;
    return this.openBytes({ sealed: Buffer.from(encoded, 'base64url'), keyId }, context).toString(
      'utf8',
    );
  }

  /** The key id of a text value, or null when it is not one. */
  static keyIdOf(text: string): string | null {
    return TEXT_FORM.exec(text)?.[1] ?? null;
  }
}
