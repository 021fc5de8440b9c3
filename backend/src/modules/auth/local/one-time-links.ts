import { Injectable } from '@nestjs/common';
import type { Locale } from '@tickrelay/contracts/locales';
import type { Kysely } from 'kysely';

import type { Database } from '@/database/database.types';

import { AuthMailer } from '../auth-mailer';
import { CONFIRMATION_TTL_MS, RECOVERY_TTL_MS } from '../auth.errors';
import { hashToken, newToken } from '../session/tokens';
import type { OneTimeTokenPurpose, PendingSignUp } from './accounts.tables';
import { OneTimeTokensRepository } from './one-time-tokens.repository';

export interface LinkRecipient {
  userId: string;
  email: string;
  displayName: string;
  locale: Locale;
}

/** Mailed single-use links: the token is stored as a hash, its mail queued in the same transaction. */
@Injectable()
export class OneTimeLinks {
  constructor(
    private readonly tokens: OneTimeTokensRepository,
    private readonly mailer: AuthMailer,
  ) {}

  /** A confirmation link that, once used, sets the credential and profile of `signUp`. */
  async sendConfirmation(to: LinkRecipient, signUp: PendingSignUp, trx: Kysely<Database>) {
    await this.send(to, 'email_confirmation', trx, signUp);
  }

  async sendRecovery(to: LinkRecipient, trx: Kysely<Database>) {
    await this.send(to, 'password_recovery', trx);
  }

  private async send(
    to: LinkRecipient,
    purpose: OneTimeTokenPurpose,
    trx: Kysely<Database>,
    pending?: PendingSignUp,
  ): Promise<void> {
    const token = newToken();
    const ttl = purpose === 'email_confirmation' ? CONFIRMATION_TTL_MS : RECOVERY_TTL_MS;
    const row = await this.tokens.create(
      {
        userId: to.userId,
        purpose,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + ttl),
        pending,
      },
      trx,
    );
    const recipient = { email: to.email, displayName: to.displayName, locale: to.locale };
    if (purpose === 'email_confirmation') {
      await this.mailer.confirmation(recipient, token, row.expires_at, row.id, trx);
    } else {
      await this.mailer.recovery(recipient, token, row.expires_at, row.id, trx);
    }
  }
}
