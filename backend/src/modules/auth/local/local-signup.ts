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
import type { PendingSignUp, UserRow } from './accounts.tables';
import { LocalSessions } from './local-sessions';
import { OneTimeLinks } from './one-time-links';
import { OneTimeTokensRepository } from './one-time-tokens.repository';
import { UsersRepository } from './users.repository';

/**
 * Pending sign-ups whose hash a confirmation checks, newest first. Sign-ups per address are
 * limited (the mail limit per account), so this only bounds the work of one request.
 */
const MAX_PENDING_CHECKED = 10;

/**
 * Sign-up and confirmation of the local adapter, safe against pre-account takeover: an address
 * has no password until it is confirmed. Each sign-up's password hash and profile wait with its
 * own confirmation link; confirming takes any of the address's links (proof of the mailbox) plus
 * the password typed on the confirm page, applies the sign-up that password belongs to and voids
 * the others, so a stranger who signed up with someone else's address leaves no password behind,
 * whichever link the owner clicks.
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

  /**
   * Confirms the address with the pending sign-up whose password was typed on the confirm page,
   * whichever of the address's links was used: the link proves the mailbox, the password which
   * sign-up is the owner's. A stranger who signed up first with the owner's address sent the
   * owner a link too; if the owner clicks that one, the owner's own password still decides. A
   * wrong password spends nothing (the link stays usable; ReentryLimiter counts the failures).
   */
  async confirm(
    token: string,
    password: string,
    call: AuthCall,
  ): Promise<{ user: UserRow; tokens: StoredSession }> {
    const tokenHash = hashToken(token);
    const link = await this.tokens.find(tokenHash, 'email_confirmation');
    if (!link || link.used_at !== null) throw authErrors.linkInvalid();
    if (link.expires_at.getTime() <= Date.now()) throw authErrors.linkExpired();
    const signUp = await this.signUpTyped(link.user_id, password);
    if (!signUp) throw authErrors.incorrectPassword('password');
    const outcome = await this.database.db.transaction().execute(async (trx) => {
      // Spent under its row lock: two concurrent uses of one link end with one success.
      const used = await this.tokens.consume(tokenHash, 'email_confirmation', trx);
      if (used.status !== 'ok') return used.status;
      const confirmed = await this.users.confirm(used.token.user_id, signUp, trx);
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

  /** The pending sign-up of the address whose password this is (one hash when there is none). */
  private async signUpTyped(userId: string, password: string): Promise<PendingSignUp | undefined> {
    const pending = await this.tokens.pendingSignUps(userId, MAX_PENDING_CHECKED);
    if (pending.length === 0) await this.hasher.verifyDummy(password);
    for (const signUp of pending) {
      if ((await this.hasher.verify(password, signUp.passwordHash)).valid) return signUp;
    }
    return undefined;
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
