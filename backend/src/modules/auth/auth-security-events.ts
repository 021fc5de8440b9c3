import { Injectable } from '@nestjs/common';
import type { Locale } from '@tickrelay/contracts/locales';
import type { Kysely } from 'kysely';

import type { Database } from '@/database/database.types';
import { SecurityLog } from '@/modules/security-log/security-log.public';

import { AuthMailer } from './auth-mailer';
import type { ClientInfo } from './auth.types';

interface Recipient {
  email: string;
  displayName: string;
  locale: Locale;
}

/**
 * What both auth adapters write to the security log, each event once: the local adapter inside
 * the change's transaction (`trx`), the Supabase adapter once GoTrue has made the change.
 */
@Injectable()
export class AuthSecurityEvents {
  constructor(
    private readonly log: SecurityLog,
    private readonly mailer: AuthMailer,
  ) {}

  signedIn(memberId: string, client: ClientInfo, trx?: Kysely<Database>): Promise<void> {
    return this.log.record(memberId, 'sign-in', {}, client, trx);
  }

  /** A wrong password for an existing, confirmed account (unknown addresses have no log). */
  signInFailed(memberId: string, client: ClientInfo): Promise<void> {
    return this.log.record(memberId, 'sign-in-failed', {}, client);
  }

  /** Logged, and mailed with the "this wasn't me" link and the member's time zone. */
  async passwordChanged(
    memberId: string,
    to: Recipient,
    kind: 'password-changed' | 'password-reset',
    client: ClientInfo,
    trx?: Kysely<Database>,
  ): Promise<void> {
    await this.log.record(memberId, kind, {}, client, trx);
    const context = await this.log.mailContext(memberId, to.locale, trx);
    await this.mailer.passwordChanged(to, new Date(), trx, context);
  }

  /** One of the member's other sessions ended from the sessions list. */
  sessionEnded(memberId: string, client: ClientInfo): Promise<void> {
    return this.log.record(memberId, 'session-ended', {}, client);
  }
}
