import { HttpStatus, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';

import { AppException } from '@/common/errors/app.exception';
import { DatabaseService } from '@/database/database.service';
import type { Database } from '@/database/database.types';
import { sqlState, UNIQUE_VIOLATION } from '@/database/sql-state';
import { SecurityLog } from '@/modules/security-log/security-log.public';

import { AuthMailer } from '../auth-mailer';
import type { AuthCall } from '../auth-provider.port';
import { authErrors, CONFIRMATION_TTL_MS } from '../auth.errors';
import { hashToken, newToken } from '../session/tokens';
import type { UserRow } from './accounts.tables';
import { type EmailChangeRow, EmailChangesRepository } from './email-changes.repository';
import { OneTimeLinks } from './one-time-links';
import { OneTimeTokensRepository } from './one-time-tokens.repository';
import { SessionsRepository } from './sessions.repository';
import { UsersRepository } from './users.repository';

/** The old address's undo link works this long after the change. */
export const EMAIL_UNDO_TTL_MS = 72 * 60 * 60 * 1000;

const taken = () => new AppException(HttpStatus.CONFLICT, 'CONFLICT', { newEmail: 'duplicate' });

/**
 * Email change on the local adapter. The request mails a link to the new address and changes
 * nothing else: the account keeps its address (and signs in with it) until the link is used.
 * Confirming moves the account to the new address and mails the old one a notice whose undo
 * link (72 h) moves it back, ends every session and mails a reset link there. Every step is one
 * transaction with its mails (outbox) and its security log event.
 */
@Injectable()
export class LocalEmailChange {
  constructor(
    private readonly database: DatabaseService,
    private readonly changes: EmailChangesRepository,
    private readonly mailer: AuthMailer,
    private readonly securityLog: SecurityLog,
    private readonly sessionRows: SessionsRepository,
    private readonly oneTimeTokens: OneTimeTokensRepository,
    private readonly links: OneTimeLinks,
    private readonly users: UsersRepository,
  ) {}

  /** The password was checked by the caller. */
  async request(user: UserRow, newEmail: string, call: AuthCall): Promise<void> {
    if (newEmail === user.email) {
      throw new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', { newEmail: 'invalid' });
    }
    await this.database.db.transaction().execute(async (trx) => {
      if (await this.changes.takenByConfirmed(newEmail, user.id, trx)) throw taken();
      await this.changes.supersedePending(user.id, trx);
      const token = newToken();
      const expiresAt = new Date(Date.now() + CONFIRMATION_TTL_MS);
      await this.changes.insert(
        {
          userId: user.id,
          oldEmail: user.email,
          newEmail,
          confirmHash: hashToken(token),
          confirmExpiresAt: expiresAt,
        },
        trx,
      );
      const { timeZone } = await this.securityLog.mailContext(user.id, user.locale, trx);
      const to = { email: newEmail, displayName: user.display_name, locale: user.locale };
      const change = { newEmail, token, expiresAt, timeZone };
      await this.mailer.emailChange('email-change-confirm', to, change, trx);
      await this.securityLog.record(
        user.id,
        'email-change-requested',
        { newEmail },
        call.client,
        trx,
      );
    });
  }

  async confirm(token: string, call: AuthCall): Promise<string> {
    return this.database.db.transaction().execute(async (trx) => {
      const change = await this.usable('confirm', token, trx);
      if (change.superseded_at !== null || change.confirmed_at !== null) {
        throw authErrors.linkInvalid();
      }
      const user = await this.userOf(change, trx);
      await this.changes.freeFromUnconfirmed(change.new_email, user.id, trx);
      await this.moveTo(user.id, change.new_email, trx);
      const undo = newToken();
      const expiresAt = new Date(Date.now() + EMAIL_UNDO_TTL_MS);
      await this.changes.markConfirmed(change.id, { hash: hashToken(undo), expiresAt }, trx);
      const context = await this.securityLog.mailContext(user.id, user.locale, trx);
      const to = { email: change.old_email, displayName: user.display_name, locale: user.locale };
      const notice = { newEmail: change.new_email, token: undo, expiresAt, ...context };
      await this.mailer.emailChange('email-change-notice', to, notice, trx, context.notMeLink);
      const details = { from: change.old_email, to: change.new_email };
      await this.securityLog.record(user.id, 'email-change-confirmed', details, call.client, trx);
      return change.new_email;
    });
  }

  async undo(token: string, call: AuthCall): Promise<string> {
    return this.database.db.transaction().execute(async (trx) => {
      const change = await this.usable('undo', token, trx);
      if (change.undone_at !== null) throw authErrors.linkInvalid();
      const user = await this.userOf(change, trx);
      await this.changes.freeFromUnconfirmed(change.old_email, user.id, trx);
      await this.moveTo(user.id, change.old_email, trx);
      await this.changes.markUndone(change.id, trx);
      // Whoever changed the address may know the password: every session ends, a reset link
      // goes to the restored address, recovery links sent elsewhere are spent.
      await this.oneTimeTokens.spendAll(user.id, 'password_recovery', trx);
      await this.sessionRows.revokeAllOf(user.id, 'email_change_undone', undefined, trx);
      const to = { userId: user.id, email: change.old_email, displayName: user.display_name };
      await this.links.sendRecovery({ ...to, locale: user.locale }, trx);
      const details = { from: change.new_email, to: change.old_email };
      await this.securityLog.record(user.id, 'email-change-undone', details, call.client, trx);
      await this.securityLog.record(user.id, 'sessions-ended', { all: true }, call.client, trx);
      call.cookies.clearSession();
      return change.old_email;
    });
  }

  /** The change of an unexpired link: TOKEN_INVALID for an unknown one, TOKEN_EXPIRED for an old one. */
  private async usable(link: 'confirm' | 'undo', token: string, trx: Kysely<Database>) {
    const change = await this.changes.findByLink(link, hashToken(token), trx);
    if (!change) throw authErrors.linkInvalid();
    if (change.expired) throw authErrors.linkExpired();
    return change;
  }

  private async userOf(change: EmailChangeRow, trx: Kysely<Database>) {
    const user = await this.users.findById(change.user_id, trx);
    if (!user) throw authErrors.linkInvalid();
    return user;
  }

  private async moveTo(userId: string, email: string, trx: Kysely<Database>) {
    try {
      await this.changes.setEmail(userId, email, trx);
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) throw taken();
      throw error;
    }
  }
}
