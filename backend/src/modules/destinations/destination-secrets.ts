import { randomBytes } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import type { DestinationKind } from '@tickrelay/contracts/destinations/destinations';

import { CREDENTIAL_SEALER } from '@/common/crypto/credential-sealer.module';
import type { SealedBytes, SecretSealer } from '@/common/crypto/secret-sealer';

import type { RelayTarget } from './relay-sender.port';

/** What is sealed of an https (URL and signing secret) or a discord (URL) destination. */
export type DestinationSecret =
  { kind: 'https'; url: string; signingSecret: string } | { kind: 'discord'; url: string };

/** `whsec_` + 32 random bytes in base64url (43 characters): shown on creation and rotation only. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** Binds a sealed secret to its destination: copied onto another row, it does not open. */
const context = (memberId: string, destinationId: string) =>
  `tickrelay:destination-secret:v1:${memberId}:${destinationId}`;

/**
 * Destinations' secrets at rest: AES-256-GCM under CREDENTIAL_KEYS (CREDENTIAL_SEALER, as
 * members' broker credentials), the key id stored beside each, so the keys rotate. A database copy alone gives
 * no one a Discord webhook nor a signing secret.
 */
@Injectable()
export class DestinationSecrets {
  constructor(@Inject(CREDENTIAL_SEALER) private readonly sealer: SecretSealer) {}

  seal(secret: DestinationSecret, memberId: string, destinationId: string): SealedBytes {
    return this.sealer.sealBytes(JSON.stringify(secret), context(memberId, destinationId));
  }

  open(sealed: SealedBytes, memberId: string, destinationId: string): DestinationSecret {
    const text = this.sealer.openBytes(sealed, context(memberId, destinationId)).toString('utf8');
    return JSON.parse(text) as DestinationSecret;
  }

  /** What a sender needs to reach a stored destination. */
  target(row: {
    id: string;
    member_id: string;
    kind: DestinationKind;
    secret_sealed: Buffer | null;
    secret_key_id: string | null;
    chat_id: string | null;
  }): RelayTarget {
    // Null until the bot links the chat: the sender refuses it (DESTINATION_NOT_LINKED).
    if (row.kind === 'telegram') return { kind: 'telegram', chatId: row.chat_id };
    if (!row.secret_sealed || !row.secret_key_id) {
      throw new Error(`${row.kind} destination ${row.id} has no sealed secret`);
    }
    const secret = this.open(
      { sealed: row.secret_sealed, keyId: row.secret_key_id },
      row.member_id,
      row.id,
    );
    return secret.kind === 'https'
      ? { kind: 'https', url: secret.url, signingSecret: secret.signingSecret }
      : { kind: 'discord', url: secret.url };
  }
}
