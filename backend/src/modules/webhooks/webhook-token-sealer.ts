import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

import type { WebhookTokenKey } from '@/config/env.schema';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Binds a sealed token to its row: a sealed token copied onto another row does not open. */
function associatedData(webhookId: string): Buffer {
  return Buffer.from(`tickrelay:webhook-token:v1:${webhookId}`, 'utf8');
}

export interface SealedToken {
  /** iv (12 bytes) ‖ GCM tag (16 bytes) ‖ ciphertext. */
  sealed: Buffer;
  keyId: string;
}

/**
 * Webhook tokens at rest: AES-256-GCM under WEBHOOK_TOKEN_KEYS, so the member's page can show the
 * URL again while a copy of the database alone gives nobody a working URL. The first key seals;
 * any listed key opens what it sealed (keys rotate by putting a new one first; a token sealed
 * under an older key is sealed again under the current one when the member next reads it).
 */
export class WebhookTokenSealer {
  private readonly keys: ReadonlyMap<string, Buffer>;
  private readonly current: WebhookTokenKey;

  constructor(keys: readonly WebhookTokenKey[]) {
    const [current] = keys;
    if (!current) throw new Error('no webhook token key');
    this.current = current;
    this.keys = new Map(keys.map((entry) => [entry.id, entry.key]));
  }

  get currentKeyId(): string {
    return this.current.id;
  }

  seal(token: string, webhookId: string): SealedToken {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.current.key, iv);
    cipher.setAAD(associatedData(webhookId));
    const ciphertext = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
    return {
      sealed: Buffer.concat([iv, cipher.getAuthTag(), ciphertext]),
      keyId: this.current.id,
    };
  }

  /** Throws when the key is no longer configured or the sealed bytes were altered. */
  open({ sealed, keyId }: SealedToken, webhookId: string): string {
    const key = this.keys.get(keyId);
    if (!key) throw new Error(`webhook token key "${keyId}" is not configured`);
    if (sealed.length <= IV_BYTES + TAG_BYTES) throw new Error('sealed webhook token too short');
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
    decipher.setAAD(associatedData(webhookId));
    decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([
      decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  }
}
