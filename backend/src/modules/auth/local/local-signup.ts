import { Injectable } from '@nestjs/common';
import type { Locale } from '@tickrelay/contracts/locales';
import type { Kysely } from 'kysely';

import { AppConfig } from '@/config/app-config';
import { DatabaseService } from '@/database/database.service';
import type { Database } from '@/database/database.types';

import { AuthMailer } from '../auth-mailer';
import type { AuthCall } from '../auth-provider.port';
import { authErrors } from '../auth.errors';
import type { SignUpInput } from '../auth.types';
import { PasswordHasher } from '../password/password-hasher';
import type { StoredSession } from '../session/session-cookie';
import { hashToken } from '../session/tokens';
import type { UserRow } from './accounts.tables';
import { LocalSessions } from './local-sessions';
import { OneTimeLinks } from './one-time-links';
import { OneTimeTokensRepository, pendingOf } from './one-time-tokens.repository';
import { UsersRepository } from './users.repository';

/**
 * Sign-up and confirmation of the local adapter, safe against pre-account takeover: an address
 * has no password until it is confirmed. Each sign-up's password hash and profile travel with
 * its own confirmation link, and the link that is used sets them and voids its siblings, so a
 * stranger who signed up first with someone else's address leaves no password behind.
 * Accounts still unconfirmed AUTH_UNCONFIRMED_ACCOUNT_TTL_HOURS after creation are purged.
 */
@Injectable()
export class LocalSignUp {
  constructor(
    private readonly config: AppConfig,
    private readonly database: DatabaseService,
    private readonly users: UsersRepository,
    private readonly tokens: OneTimeTokensRepository,
    private readonly links: OneTimeLinks,
    private readonly sessions: LocalSessions,
    private readonly hasher: PasswordHasher,
    private readonly mailer: AuthMailer,
  ) {}

  async signUp(input: SignUpInput): Promise<void> {
    // Hashed before looking the address up, so every branch takes the same time.
    const signUp = {
      passwordHash: await this.hasher.hash(input.password),
      displayName: input.displayName,
      locale: input.locale,
    };
    await this.database.db.transaction().execute(async (trx) => {
      await this.purgeStale(trx);
      const user =
        (await this.users.insert(
          {
            email: input.email,
            display_name: input.displayName,
            locale: input.locale,
            password_hash: null,
            updated_at: new Date(),
          },
          trx,
        )) ?? (await this.users.findByEmail(input.email, trx));
      if (!user) return;
      if (user.email_confirmed_at !== null) {
        // The owner learns of the attempt; the caller gets the very same answer as a new member.
        await this.mailer.signupAttempt(recipientOf(user, user.display_name, user.locale), trx);
        return;
      }
      const to = { ...recipientOf(user, input.displayName, input.locale), userId: user.id };
      await this.links.sendConfirmation(to, signUp, trx);
    });
  }

  /** Confirms the address with the credential of the sign-up that issued this link. */
  async confirm(token: string, call: AuthCall): Promise<{ user: UserRow; tokens: StoredSession }> {
    const outcome = await this.database.db.transaction().execute(async (trx) => {
      const used = await this.tokens.consume(hashToken(token), 'email_confirmation', trx);
      if (used.status !== 'ok') return used.status;
      const signUp = pendingOf(used.token);
      const confirmed = signUp && (await this.users.confirm(used.token.user_id, signUp, trx));
      // Every other pending sign-up of this address dies with this one's success.
      await this.tokens.spendAll(used.token.user_id, 'email_confirmation', trx);
      if (!confirmed) return 'invalid';
      return { user: confirmed, tokens: await this.sessions.open(confirmed.id, call, trx) };
    });
    if (outcome === 'invalid') throw authErrors.linkInvalid();
    if (outcome === 'expired') throw authErrors.linkExpired();
    return outcome;
  }

  /** A fresh link for the latest pending sign-up of an unconfirmed address, else nothing. */
  async resend(email: string, locale: Locale): Promise<void> {
    await this.database.db.transaction().execute(async (trx) => {
      await this.purgeStale(trx);
      const user = await this.users.findByEmail(email, trx);
      if (!user || user.email_confirmed_at !== null) return;
      const signUp = await this.tokens.latestPending(user.id, trx);
      if (!signUp) return;
      const to = { ...recipientOf(user, signUp.displayName, locale), userId: user.id };
      await this.links.sendConfirmation(to, signUp, trx);
    });
  }

  /**
   * For a sign-in on an unconfirmed address: whether the password is the latest sign-up's (one
   * hash checked, like any sign-in), so its owner hears "confirm first" and anyone else "wrong".
   */
  async matchesPendingSignUp(user: UserRow, password: string): Promise<boolean> {
    const signUp = await this.tokens.latestPending(user.id);
    if (!signUp) return this.hasher.verifyDummy(password);
    return (await this.hasher.verify(password, signUp.passwordHash)).valid;
  }

  /** Cheap and bounded (partial index, LIMIT): run inside the flows that create or mail links. */
  private async purgeStale(trx: Kysely<Database>): Promise<void> {
    const cutoff = new Date(Date.now() - this.config.auth.unconfirmedAccountTtlMs);
    await this.users.purgeUnconfirmed(cutoff, trx);
  }
}

function recipientOf(user: UserRow, displayName: string, locale: Locale) {
  return { email: user.email, displayName, locale };
}
