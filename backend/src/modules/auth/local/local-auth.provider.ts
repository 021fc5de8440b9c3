import { Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';

import { DatabaseService } from '@/database/database.service';
import type { Database } from '@/database/database.types';

import { AuthMailer } from '../auth-mailer';
import type { AuthCall, AuthProvider } from '../auth-provider.port';
import { authErrors, CONFIRMATION_TTL_MS, RECOVERY_TTL_MS } from '../auth.errors';
import type {
  AuthenticatedSession,
  Locale,
  ProfilePatch,
  PublicUser,
  SessionSummary,
  SignedIn,
  SignUpInput,
} from '../auth.types';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../password/password-hasher';
import { hashToken, newToken } from '../session/tokens';
import type { OneTimeTokenPurpose, UserRow } from './accounts.tables';
import { LocalSessions } from './local-sessions';
import { OneTimeTokensRepository } from './one-time-tokens.repository';
import { SessionsRepository } from './sessions.repository';
import { toPublicUser, UsersRepository } from './users.repository';

/** The default adapter: accounts, sessions and tokens in this API's own PostgreSQL database. */
@Injectable()
export class LocalAuthProvider implements AuthProvider {
  constructor(
    private readonly database: DatabaseService,
    private readonly users: UsersRepository,
    private readonly oneTimeTokens: OneTimeTokensRepository,
    private readonly sessionRows: SessionsRepository,
    private readonly sessions: LocalSessions,
    private readonly mailer: AuthMailer,
  ) {}

  async signUp(input: SignUpInput, _call: AuthCall): Promise<void> {
    // Hashed before looking the address up, so both branches take the same time.
    const passwordHash = await hashPassword(input.password);
    await this.database.db.transaction().execute(async (trx) => {
      const created = await this.users.insert(
        {
          email: input.email,
          display_name: input.displayName,
          locale: input.locale,
          password_hash: passwordHash,
          updated_at: new Date(),
        },
        trx,
      );
      if (created) {
        await this.sendLink(created, 'email_confirmation', created.locale, trx);
        return;
      }
      const existing = await this.users.findByEmail(input.email, trx);
      if (!existing) return;
      // The owner learns of the attempt; the caller gets the very same answer as a new member.
      if (existing.email_confirmed_at === null) {
        await this.sendLink(existing, 'email_confirmation', existing.locale, trx);
      } else {
        await this.mailer.signupAttempt(recipient(existing, existing.locale));
      }
    });
  }

  async confirmEmail(token: string, call: AuthCall): Promise<SignedIn> {
    const { user, tokens } = await this.database.db.transaction().execute(async (trx) => {
      const used = await this.oneTimeTokens.consume(hashToken(token), 'email_confirmation', trx);
      if (used.status === 'invalid') throw authErrors.linkInvalid();
      if (used.status === 'expired') throw authErrors.linkExpired();
      const confirmed = await this.users.markConfirmed(used.token.user_id, trx);
      return { user: confirmed, tokens: await this.sessions.open(confirmed.id, call, trx) };
    });
    return this.sessions.signedIn(call, tokens, toPublicUser(user));
  }

  async resendConfirmation(email: string, locale: Locale, _call: AuthCall): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user || user.email_confirmed_at !== null) return;
    await this.database.db
      .transaction()
      .execute((trx) => this.sendLink(user, 'email_confirmation', locale, trx));
  }

  async signIn(email: string, password: string, call: AuthCall): Promise<SignedIn> {
    const user = await this.users.findByEmail(email);
    const valid = user
      ? await verifyPassword(password, user.password_hash)
      : await verifyAgainstDummy(password);
    if (!user || !valid) throw authErrors.invalidCredentials();
    if (user.email_confirmed_at === null) throw authErrors.emailNotConfirmed();
    const tokens = await this.sessions.open(user.id, call);
    return this.sessions.signedIn(call, tokens, toPublicUser(user));
  }

  refresh(call: AuthCall): Promise<SignedIn> {
    return this.sessions.refresh(call);
  }

  signOut(call: AuthCall): Promise<void> {
    return this.sessions.signOut(call);
  }

  authenticate(accessToken: string): Promise<AuthenticatedSession> {
    return this.sessions.authenticate(accessToken);
  }

  async requestPasswordReset(email: string, locale: Locale, _call: AuthCall): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    await this.database.db
      .transaction()
      .execute((trx) => this.sendLink(user, 'password_recovery', locale, trx));
  }

  async recoverPassword(token: string, password: string, call: AuthCall): Promise<SignedIn> {
    const passwordHash = await hashPassword(password);
    const { user, tokens } = await this.database.db.transaction().execute(async (trx) => {
      const used = await this.oneTimeTokens.consume(hashToken(token), 'password_recovery', trx);
      if (used.status === 'invalid') throw authErrors.linkInvalid();
      if (used.status === 'expired') throw authErrors.linkExpired();
      const updated = await this.users.setPassword(used.token.user_id, passwordHash, trx);
      await this.oneTimeTokens.spendAll(updated.id, 'password_recovery', trx);
      await this.sessionRows.revokeAllOf(updated.id, 'password_recovered', undefined, trx);
      await this.mailer.passwordChanged(recipient(updated, updated.locale), new Date());
      return { user: updated, tokens: await this.sessions.open(updated.id, call, trx) };
    });
    return this.sessions.signedIn(call, tokens, toPublicUser(user));
  }

  async changePassword(
    session: AuthenticatedSession,
    currentPassword: string,
    password: string,
  ): Promise<PublicUser> {
    const user = await this.requireUser(session);
    if (!(await verifyPassword(currentPassword, user.password_hash))) {
      throw authErrors.incorrectPassword('currentPassword');
    }
    const passwordHash = await hashPassword(password);
    const updated = await this.database.db.transaction().execute(async (trx) => {
      const changed = await this.users.setPassword(user.id, passwordHash, trx);
      await this.oneTimeTokens.spendAll(user.id, 'password_recovery', trx);
      await this.sessionRows.revokeAllOf(user.id, 'password_changed', session.sessionId, trx);
      await this.mailer.passwordChanged(recipient(changed, changed.locale), new Date());
      return changed;
    });
    return toPublicUser(updated);
  }

  async updateProfile(session: AuthenticatedSession, patch: ProfilePatch): Promise<PublicUser> {
    return toPublicUser(await this.users.updateProfile(session.user.id, patch));
  }

  listSessions(session: AuthenticatedSession): Promise<SessionSummary[]> {
    return this.sessions.list(session);
  }

  endSession(session: AuthenticatedSession, sessionId: string, call: AuthCall): Promise<void> {
    return this.sessions.end(session, sessionId, call);
  }

  async deleteAccount(
    session: AuthenticatedSession,
    password: string,
    call: AuthCall,
  ): Promise<void> {
    const user = await this.requireUser(session);
    if (!(await verifyPassword(password, user.password_hash))) {
      throw authErrors.incorrectPassword('password');
    }
    await this.users.delete(user.id);
    call.cookies.clearSession();
  }

  private async requireUser(session: AuthenticatedSession): Promise<UserRow> {
    const user = await this.users.findById(session.user.id);
    if (!user) throw authErrors.unauthorized();
    return user;
  }

  /** Creates a single-use token and queues its mail in the same transaction. */
  private async sendLink(
    user: UserRow,
    purpose: OneTimeTokenPurpose,
    locale: Locale,
    trx: Kysely<Database>,
  ): Promise<void> {
    const token = newToken();
    const ttl = purpose === 'email_confirmation' ? CONFIRMATION_TTL_MS : RECOVERY_TTL_MS;
    const row = await this.oneTimeTokens.create(
      {
        userId: user.id,
        purpose,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + ttl),
      },
      trx,
    );
    const to = recipient(user, locale);
    if (purpose === 'email_confirmation') {
      await this.mailer.confirmation(to, token, row.expires_at, row.id);
    } else {
      await this.mailer.recovery(to, token, row.expires_at, row.id);
    }
  }
}

function recipient(user: UserRow, locale: Locale) {
  return { email: user.email, displayName: user.display_name, locale };
}
