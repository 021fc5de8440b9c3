import { Injectable } from '@nestjs/common';
import type {
  ProfilePatch,
  SessionSummary,
} from '@tickrelay/contracts/endpoints/account.endpoints';
import type { PublicUser, SignedIn } from '@tickrelay/contracts/endpoints/auth.endpoints';
import type { Locale } from '@tickrelay/contracts/locales';

import type { AuthenticatedSession } from '@/common/session/authenticated-session';
import { DatabaseService } from '@/database/database.service';

import type { AuthCall, AuthProvider } from '../auth-provider.port';
import { AuthSecurityEvents } from '../auth-security-events';
import { authErrors } from '../auth.errors';
import type { SignUpInput } from '../auth.types';
import { PasswordHasher } from '../password/password-hasher';
import { hashToken } from '../session/tokens';
import { AccountRequests } from './account-requests';
import type { UserRow } from './accounts.tables';
import { LocalEmailChange } from './local-email-change';
import { LocalSessions } from './local-sessions';
import { LocalSignUp } from './local-signup';
import { OneTimeLinks } from './one-time-links';
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
    private readonly signUps: LocalSignUp,
    private readonly hasher: PasswordHasher,
    private readonly events: AuthSecurityEvents,
    private readonly requests: AccountRequests,
    private readonly links: OneTimeLinks,
    private readonly emailChange: LocalEmailChange,
  ) {}

  async signUp(input: SignUpInput, _call: AuthCall): Promise<void> {
    await this.signUps.signUp(input);
  }

  async confirmEmail(token: string, password: string, call: AuthCall): Promise<SignedIn> {
    const { user, tokens } = await this.signUps.confirm(token, password, call);
    return this.sessions.signedIn(call, tokens, toPublicUser(user));
  }

  /**
   * Queued before the address is even looked up (the same time whether it exists or not); the
   * worker sends a fresh link when there is a pending sign-up (AccountRequestsProcessor).
   */
  resendConfirmation(email: string, locale: Locale, _call: AuthCall): Promise<void> {
    return this.requests.enqueue('confirmation-resend', email, locale);
  }

  async signIn(email: string, password: string, call: AuthCall): Promise<SignedIn> {
    const user = await this.users.findByEmail(email);
    if (!user) {
      await this.hasher.verifyDummy(password);
      throw authErrors.invalidCredentials();
    }
    if (user.email_confirmed_at === null) {
      const pending = await this.signUps.matchesPendingSignUp(user, password);
      throw pending ? authErrors.emailNotConfirmed() : authErrors.invalidCredentials();
    }
    await this.checkPassword(user, password, async () => {
      await this.events.signInFailed(user.id, call.client);
      return authErrors.invalidCredentials();
    });
    const tokens = await this.database.db.transaction().execute(async (trx) => {
      await this.events.signedIn(user.id, call.client, trx);
      return this.sessions.open(user.id, call, trx);
    });
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

  /**
   * Queued before the address is even looked up (the same time whether it exists or not); the
   * worker mails a recovery link when there is an account (AccountRequestsProcessor).
   */
  isSessionActive(session: AuthenticatedSession): Promise<boolean> {
    return this.sessions.isActive(session);
  }

  requestPasswordReset(email: string, locale: Locale, _call: AuthCall): Promise<void> {
    return this.requests.enqueue('password-reset', email, locale);
  }

  async recoverPassword(token: string, password: string, call: AuthCall): Promise<SignedIn> {
    const passwordHash = await this.hasher.hash(password);
    const { user, tokens } = await this.database.db.transaction().execute(async (trx) => {
      const used = await this.oneTimeTokens.consume(hashToken(token), 'password_recovery', trx);
      if (used.status === 'invalid') throw authErrors.linkInvalid();
      if (used.status === 'expired') throw authErrors.linkExpired();
      const updated = await this.users.setPassword(used.token.user_id, passwordHash, trx);
      await this.oneTimeTokens.spendAll(updated.id, 'password_recovery', trx);
      // Recovery confirms the address: a pending sign-up's link must not replace this password.
      await this.oneTimeTokens.spendAll(updated.id, 'email_confirmation', trx);
      await this.sessionRows.revokeAllOf(updated.id, 'password_recovered', undefined, trx);
      const to = recipient(updated, updated.locale);
      await this.events.passwordChanged(updated.id, to, 'password-reset', call.client, trx);
      return { user: updated, tokens: await this.sessions.open(updated.id, call, trx) };
    });
    return this.sessions.signedIn(call, tokens, toPublicUser(user));
  }

  async changePassword(
    session: AuthenticatedSession,
    currentPassword: string,
    password: string,
    call: AuthCall,
  ): Promise<PublicUser> {
    const user = await this.requireUser(session);
    await this.checkPassword(user, currentPassword, () =>
      authErrors.incorrectPassword('currentPassword'),
    );
    const passwordHash = await this.hasher.hash(password);
    const updated = await this.database.db.transaction().execute(async (trx) => {
      const changed = await this.users.setPassword(user.id, passwordHash, trx);
      await this.oneTimeTokens.spendAll(user.id, 'password_recovery', trx);
      await this.sessionRows.revokeAllOf(user.id, 'password_changed', session.sessionId, trx);
      const to = recipient(changed, changed.locale);
      await this.events.passwordChanged(user.id, to, 'password-changed', call.client, trx);
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
    await this.checkPassword(user, password, () => authErrors.incorrectPassword('password'));
    await this.users.delete(user.id);
    call.cookies.clearSession();
  }

  async secureAccount(memberId: string, call: AuthCall): Promise<void> {
    await this.database.db.transaction().execute(async (trx) => {
      const user = await this.users.findById(memberId, trx);
      if (!user) return;
      await this.sessionRows.revokeAllOf(user.id, 'not_me', undefined, trx);
      const to = { userId: user.id, ...recipient(user, user.locale) };
      await this.links.sendRecovery(to, trx);
    });
    call.cookies.clearSession();
  }

  async requestEmailChange(
    session: AuthenticatedSession,
    newEmail: string,
    password: string,
    call: AuthCall,
  ): Promise<void> {
    const user = await this.requireUser(session);
    await this.checkPassword(user, password, () => authErrors.incorrectPassword('password'));
    await this.emailChange.request(user, newEmail, call);
  }

  confirmEmailChange(token: string, call: AuthCall): Promise<string> {
    return this.emailChange.confirm(token, call);
  }

  undoEmailChange(token: string, call: AuthCall): Promise<string> {
    return this.emailChange.undo(token, call);
  }

  async verifyPassword(session: AuthenticatedSession, password: string): Promise<void> {
    const user = await this.requireUser(session);
    await this.checkPassword(user, password, () => authErrors.incorrectPassword('password'));
  }

  /**
   * Throws `wrong()` unless the password is the member's. A hash made with weaker scrypt
   * parameters than today's is replaced while the password is at hand (transparent rehash).
   */
  private async checkPassword(
    user: UserRow,
    password: string,
    wrong: () => Error | Promise<Error>,
  ) {
    const stored = user.password_hash ?? '';
    const check = await this.hasher.verify(password, stored);
    if (!check.valid) throw await wrong();
    if (check.outdated) {
      await this.users.replaceHash(user.id, stored, await this.hasher.hash(password));
    }
  }

  private async requireUser(session: AuthenticatedSession): Promise<UserRow> {
    const user = await this.users.findById(session.user.id);
    if (!user) throw authErrors.unauthorized();
    return user;
  }
}

function recipient(user: UserRow, locale: Locale) {
  return { email: user.email, displayName: user.display_name, locale };
}
