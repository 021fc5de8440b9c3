import { Injectable, Logger } from '@nestjs/common';
import type { Session, User } from '@supabase/supabase-js';
import type {
  ProfilePatch,
  SessionSummary,
} from '@tickrelay/contracts/endpoints/account.endpoints';
import type { PublicUser, SignedIn } from '@tickrelay/contracts/endpoints/auth.endpoints';
import type { Locale } from '@tickrelay/contracts/locales';

import { ServiceUnavailableError } from '@/common/errors/app.exception';
import type { AuthenticatedSession } from '@/common/session/authenticated-session';
import { AppConfig } from '@/config/app-config';

import { AuthMailer } from '../auth-mailer';
import type { AuthCall, AuthProvider } from '../auth-provider.port';
import { authErrors } from '../auth.errors';
import { localizedLink, type SignUpInput } from '../auth.types';
import { liveSince, SupabaseAccountSecurity } from './supabase-account-security';
import {
  accessClaims,
  failWith,
  isOutage,
  isPkceAuthCode,
  linkError,
  passwordError,
  refreshFailure,
  type RequestClient,
  requestClient,
  statelessClient,
  type SupabaseSettings,
  toPublicUser,
} from './supabase-clients';
import { SupabaseSessionsRepository } from './supabase-sessions.repository';

/**
 * Supabase Auth behind the same port. GoTrue stores users and sessions and sends the confirmation
 * and recovery mails (templates in the Supabase project, see README); this API keeps the session
 * cookie, a registry of sessions (for listing and ending them) and sends the other mails.
 */
@Injectable()
export class SupabaseAuthProvider implements AuthProvider {
  private readonly logger = new Logger(SupabaseAuthProvider.name);
  private readonly settings: SupabaseSettings;

  constructor(
    private readonly config: AppConfig,
    private readonly registry: SupabaseSessionsRepository,
    private readonly mailer: AuthMailer,
    private readonly security: SupabaseAccountSecurity,
  ) {
    const { url, anonKey, serviceRoleKey } = config.auth.supabase;
    const secureCookies = new URL(config.publicUrl).protocol === 'https:';
    this.settings = { url, anonKey, serviceRoleKey, secureCookies };
  }

  async signUp(input: SignUpInput, call: AuthCall): Promise<void> {
    const { data, error } = await this.client(call).auth.signUp({
      email: input.email,
      password: input.password,
      options: {
        emailRedirectTo: this.link(input.locale, '/confirm'),
        data: { display_name: input.displayName, locale: input.locale },
      },
    });
    if (error && isOutage(error)) throw new ServiceUnavailableError(error);
    // GoTrue answers an existing address with an identity-less user (or user_already_exists).
    const existing = error?.code === 'user_already_exists' || data.user?.identities?.length === 0;
    if (existing) {
      await this.mailer.signupAttempt({
        email: input.email,
        displayName: '',
        locale: input.locale,
      });
    } else if (error) {
      this.logger.warn({ code: error.code, status: error.status }, 'Supabase sign-up refused');
    }
  }

  /** GoTrue keeps an address's first sign-up password (anyone's): the one typed here replaces it. */
  async confirmEmail(token: string, password: string, call: AuthCall): Promise<SignedIn> {
    const client = this.client(call);
    const { session } = await this.redeem(client, token, 'email');
    const updated = await client.auth.updateUser({ password });
    if (updated.error) failWith(updated.error, () => passwordError(updated.error));
    await client.auth.signOut({ scope: 'others' });
    const signedIn = await this.signedIn(session, updated.data.user, call);
    await this.registry.revokeAllOf(signedIn.user.id, this.sessionIdOf(session));
    return signedIn;
  }

  async resendConfirmation(email: string, locale: Locale, call: AuthCall): Promise<void> {
    const { error } = await this.client(call).auth.resend({
      type: 'signup',
      email,
      options: { emailRedirectTo: this.link(locale, '/confirm') },
    });
    if (error && isOutage(error)) throw new ServiceUnavailableError(error);
  }

  async signIn(email: string, password: string, call: AuthCall): Promise<SignedIn> {
    const { data, error } = await this.client(call).auth.signInWithPassword({ email, password });
    if (error) {
      failWith(error, () =>
        error.code === 'email_not_confirmed'
          ? authErrors.emailNotConfirmed()
          : authErrors.invalidCredentials(),
      );
    }
    const signedIn = await this.signedIn(data.session, data.user, call);
    await this.security.signedIn(signedIn.user, call);
    return signedIn;
  }

  async refresh(call: AuthCall): Promise<SignedIn> {
    if (!call.cookies.readSession()) throw authErrors.unauthorized();
    const { data, error } = await this.client(call).auth.refreshSession();
    if (error || !data.session) {
      call.cookies.clearSession();
      throw error ? refreshFailure(error) : authErrors.sessionExpired();
    }
    return this.signedIn(data.session, data.session.user, call);
  }

  async signOut(call: AuthCall): Promise<void> {
    const stored = call.cookies.readSession();
    if (stored) {
      const { session_id: sessionId } = accessClaims(stored.access_token);
      if (sessionId) await this.registry.revoke(sessionId);
      const { error } = await this.client(call).auth.signOut({ scope: 'local' });
      if (error) this.logger.warn({ code: error.code }, 'Supabase sign-out failed');
    }
    call.cookies.clearSession();
  }

  async authenticate(accessToken: string, call: AuthCall): Promise<AuthenticatedSession> {
    const { data, error } = await this.client(call).auth.getUser(accessToken);
    if (error) failWith(error, authErrors.unauthorized);
    const claims = accessClaims(accessToken);
    if (!claims.session_id || !claims.exp) throw authErrors.unauthorized();
    if (!(await this.registry.seen(claims.session_id, data.user.id, call.client, this.live()))) {
      await this.endAtGoTrue(accessToken);
      throw authErrors.unauthorized();
    }
    return {
      user: toPublicUser(data.user),
      sessionId: claims.session_id,
      expiresAt: new Date(claims.exp * 1000).toISOString(),
      accessToken,
    };
  }

  isSessionActive(session: AuthenticatedSession): Promise<boolean> {
    return this.registry.isActiveOf(session.user.id, session.sessionId, this.live());
  }

  async requestPasswordReset(email: string, locale: Locale, call: AuthCall): Promise<void> {
    const { error } = await this.client(call).auth.resetPasswordForEmail(email, {
      redirectTo: this.link(locale, '/update-password'),
    });
    if (error && isOutage(error)) throw new ServiceUnavailableError(error);
  }

  async recoverPassword(token: string, password: string, call: AuthCall): Promise<SignedIn> {
    const client = this.client(call);
    const verified = await this.redeem(client, token, 'recovery');
    const updated = await client.auth.updateUser({ password });
    if (updated.error) failWith(updated.error, () => passwordError(updated.error));
    await client.auth.signOut({ scope: 'others' });
    const signedIn = await this.signedIn(verified.session, updated.data.user, call);
    await this.registry.revokeAllOf(signedIn.user.id, this.sessionIdOf(verified.session));
    await this.security.passwordChanged(signedIn.user, 'password-reset', call);
    return signedIn;
  }

  async changePassword(
    session: AuthenticatedSession,
    currentPassword: string,
    password: string,
    call: AuthCall,
  ): Promise<PublicUser> {
    await this.checkPassword(session.user.email, currentPassword, 'currentPassword');
    const client = this.client(call);
    const updated = await client.auth.updateUser({ password });
    if (updated.error) failWith(updated.error, () => passwordError(updated.error));
    await client.auth.signOut({ scope: 'others' });
    await this.registry.revokeAllOf(session.user.id, session.sessionId);
    const user = toPublicUser(updated.data.user);
    await this.security.passwordChanged(user, 'password-changed', call);
    return user;
  }

  async updateProfile(
    _session: AuthenticatedSession,
    patch: ProfilePatch,
    call: AuthCall,
  ): Promise<PublicUser> {
    const data: Record<string, string> = {};
    if (patch.displayName !== undefined) data.display_name = patch.displayName;
    if (patch.locale !== undefined) data.locale = patch.locale;
    const { data: result, error } = await this.client(call).auth.updateUser({ data });
    if (error) failWith(error, authErrors.unauthorized);
    return toPublicUser(result.user);
  }

  async listSessions(session: AuthenticatedSession): Promise<SessionSummary[]> {
    const rows = await this.registry.listActive(session.user.id, this.live());
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at.toISOString(),
      lastSeenAt: row.last_seen_at.toISOString(),
      userAgent: row.user_agent,
      ip: row.ip,
      current: row.id === session.sessionId,
    }));
  }

  async endSession(session: AuthenticatedSession, sessionId: string, call: AuthCall) {
    if (!(await this.registry.isActiveOf(session.user.id, sessionId))) {
      throw authErrors.sessionNotFound();
    }
    if (sessionId === session.sessionId) return this.signOut(call);
    await this.registry.revoke(sessionId);
  }

  async deleteAccount(session: AuthenticatedSession, password: string, call: AuthCall) {
    if (!this.settings.serviceRoleKey) {
      this.logger.warn('SUPABASE_SERVICE_ROLE_KEY is not set: cannot delete accounts');
      throw new ServiceUnavailableError();
    }
    await this.checkPassword(session.user.email, password, 'password');
    const admin = statelessClient(this.settings, this.settings.serviceRoleKey);
    const { error } = await admin.auth.admin.deleteUser(session.user.id);
    if (error) failWith(error, () => new ServiceUnavailableError(error));
    await this.registry.deleteAllOf(session.user.id);
    call.cookies.clearSession();
  }

  readonly secureAccount = (memberId: string, call: AuthCall) =>
    this.security.secure(this.settings, memberId, call);
  readonly verifyPassword = (session: AuthenticatedSession, password: string) =>
    this.checkPassword(session.user.email, password, 'password');
  private readonly live = () => liveSince(this.config);
  readonly requestEmailChange = () => this.security.emailChangeUnavailable();
  readonly confirmEmailChange = () => this.security.emailChangeUnavailable();
  readonly undoEmailChange = () => this.security.emailChangeUnavailable();

  // An emailed link carries a token hash (templates pointing at /confirm?token={{ .TokenHash }})
  // or, with the default templates, a PKCE auth code that only the browser holding the code
  // verifier cookie (written by @supabase/ssr at sign-up or reset) can exchange.
  private async redeem(client: RequestClient, token: string, type: 'email' | 'recovery') {
    const result = isPkceAuthCode(token)
      ? await client.auth.exchangeCodeForSession(token)
      : await client.auth.verifyOtp({ token_hash: token, type });
    if (result.error) failWith(result.error, () => linkError(result.error));
    return result.data;
  }

  private client(call: AuthCall): RequestClient {
    return requestClient(this.settings, call);
  }

  private link(locale: Locale, path: string): string {
    return localizedLink(this.config.publicUrl, locale, path);
  }

  private readonly sessionIdOf = (session: Session | null): string | undefined =>
    session ? accessClaims(session.access_token).session_id : undefined;

  /** ssr has written the cookie by now; the session joins the registry unless it was ended. */
  private async signedIn(session: Session | null, user: User | null, call: AuthCall) {
    const sessionId = this.sessionIdOf(session);
    if (!session || !user || !sessionId) throw authErrors.unauthorized();
    if (!(await this.registry.seen(sessionId, user.id, call.client, this.live()))) {
      await this.endAtGoTrue(session.access_token);
      call.cookies.clearSession();
      throw authErrors.sessionRevoked();
    }
    return {
      user: toPublicUser(user),
      expiresAt: new Date((session.expires_at ?? 0) * 1000).toISOString(),
    };
  }

  /** Re-entering a password: checked by signing in on the side, then ending that session. */
  private async checkPassword(email: string, password: string, field: string): Promise<void> {
    const probe = statelessClient(this.settings, this.settings.anonKey);
    const { data, error } = await probe.auth.signInWithPassword({ email, password });
    if (error) failWith(error, () => authErrors.incorrectPassword(field));
    await this.endAtGoTrue(data.session.access_token);
  }

  private async endAtGoTrue(accessToken: string): Promise<void> {
    const probe = statelessClient(this.settings, this.settings.anonKey);
    const { error } = await probe.auth.admin.signOut(accessToken, 'local');
    if (error) this.logger.warn({ code: error.code }, 'Supabase session sign-out failed');
  }
}
