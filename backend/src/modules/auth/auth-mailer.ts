import { randomUUID } from 'node:crypto';

import { Injectable } from '@nestjs/common';
import type { Locale } from '@tickrelay/contracts/locales';
import type { Kysely } from 'kysely';

import { AppConfig } from '@/config/app-config';
import type { Database } from '@/database/database.types';
import { MailOutbox } from '@/modules/mail/mail-outbox.public';

import { localizedLink } from './auth.types';

interface Recipient {
  email: string;
  displayName: string;
  locale: Locale;
}

/**
 * Writes the account mails to the outbox in the change's transaction (`trx`), so they leave only
 * once it commits; the worker renders them in the member's language and sends them.
 */
@Injectable()
export class AuthMailer {
  constructor(
    private readonly config: AppConfig,
    private readonly outbox: MailOutbox,
  ) {}

  async confirmation(
    to: Recipient,
    token: string,
    expiresAt: Date,
    tokenId: string,
    trx?: Kysely<Database>,
  ) {
    await this.outbox.add(
      'account-confirmation',
      {
        to: to.email,
        displayName: to.displayName,
        locale: to.locale,
        link: `${this.link(to.locale, '/confirm')}?token=${encodeURIComponent(token)}`,
        expiresAt: expiresAt.toISOString(),
      },
      `account-confirmation-${tokenId}`,
      trx,
    );
  }

  async recovery(
    to: Recipient,
    token: string,
    expiresAt: Date,
    tokenId: string,
    trx?: Kysely<Database>,
  ) {
    await this.outbox.add(
      'password-recovery',
      {
        to: to.email,
        displayName: to.displayName,
        locale: to.locale,
        link: `${this.link(to.locale, '/update-password')}?token=${encodeURIComponent(token)}`,
        expiresAt: expiresAt.toISOString(),
      },
      `password-recovery-${tokenId}`,
      trx,
    );
  }

  /** `security`: the "this wasn't me" link and the member's time zone (security log). */
  async passwordChanged(
    to: Recipient,
    changedAt: Date,
    trx?: Kysely<Database>,
    security?: { notMeLink: string; timeZone: string },
  ) {
    await this.outbox.add(
      'password-changed',
      {
        to: to.email,
        displayName: to.displayName,
        locale: to.locale,
        changedAt: changedAt.toISOString(),
        resetLink: this.link(to.locale, '/passwordreset'),
        ...security,
      },
      `password-changed-${randomUUID()}`,
      trx,
    );
  }

  /** `to` is the new address (confirm link) or the old one (notice with the undo link). */
  async emailChange(
    name: 'email-change-confirm' | 'email-change-notice',
    to: Recipient,
    change: { newEmail: string; token: string; expiresAt: Date; timeZone: string },
    trx: Kysely<Database>,
    notMeLink?: string,
  ) {
    const path = name === 'email-change-confirm' ? '/email-change/confirm' : '/email-change/undo';
    await this.outbox.add(
      name,
      {
        to: to.email,
        displayName: to.displayName,
        locale: to.locale,
        newEmail: change.newEmail,
        link: `${this.link(to.locale, path)}?token=${encodeURIComponent(change.token)}`,
        expiresAt: change.expiresAt.toISOString(),
        timeZone: change.timeZone,
        ...(notMeLink ? { notMeLink } : {}),
      },
      `${name}-${randomUUID()}`,
      trx,
    );
  }

  async signupAttempt(to: Recipient, trx?: Kysely<Database>) {
    await this.outbox.add(
      'signup-attempt',
      {
        to: to.email,
        displayName: to.displayName,
        locale: to.locale,
        signInLink: this.link(to.locale, '/signin'),
        resetLink: this.link(to.locale, '/passwordreset'),
      },
      `signup-attempt-${randomUUID()}`,
      trx,
    );
  }

  private link(locale: Locale, path: string): string {
    return localizedLink(this.config.publicUrl, locale, path);
  }
}
