import { type SealedBytes, SecretSealer } from '@/common/crypto/secret-sealer';

import type { WebhookTokenKey } from './webhooks.config';

/** Binds a sealed token to its row: a sealed token copied onto another row does not open. */
function associatedData(webhookId: string): string {
  return `tickrelay:webhook-token:v1:${webhookId}`;
}

export type SealedToken = SealedBytes;

/**
 * Webhook tokens at rest: AES-256-GCM (common/crypto's SecretSealer) under WEBHOOK_TOKEN_KEYS, so
 * the member's page can show the URL again while a copy of the database alone gives nobody a
 * working URL. The first key seals; any listed key opens what it sealed (keys rotate by putting a
 * new one first; a token sealed under an older key is sealed again under the current one when the
 * member next reads it).
 */
export class WebhookTokenSealer {
  private readonly sealer: SecretSealer;

  constructor(keys: readonly WebhookTokenKey[]) {
    if (keys.length === 0) throw new Error('no webhook token key');
    this.sealer = new SecretSealer(keys);
  }

  get currentKeyId(): string {
    return this.sealer.currentKeyId;
  }

  seal(token: string, webhookId: string): SealedToken {
    return this.sealer.sealBytes(token, associatedData(webhookId));
  }

  /** Throws when the key is no longer configured or the sealed bytes were altered. */
  open(sealed: SealedToken, webhookId: string): string {
    if (sealed.sealed.length <= 28) throw new Error('sealed webhook token too short');
    return this.sealer.openBytes(sealed, associatedData(webhookId)).toString('utf8');
  }
}
