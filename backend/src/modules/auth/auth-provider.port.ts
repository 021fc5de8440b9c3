import type {
  ProfilePatch,
  SessionSummary,
} from '@tickrelay/contracts/endpoints/account.endpoints';
import type { PublicUser, SignedIn } from '@tickrelay/contracts/endpoints/auth.endpoints';
import type { Locale } from '@tickrelay/contracts/locales';

import type { AuthenticatedSession } from '@/common/session/authenticated-session';

import type { ClientInfo, SignUpInput } from './auth.types';
import type { SessionCookieJar } from './session/session-cookie-jar';

/** One API call as the adapters see it: who is calling and the cookies to read and write. */
export interface AuthCall {
  client: ClientInfo;
  cookies: SessionCookieJar;
}

/**
 * The auth port. Two real adapters implement it: `local` (PostgreSQL) and `supabase` (Supabase
 * Auth). Methods that sign someone in or out write or clear the session cookie themselves through
 * `call.cookies`; failures are AppExceptions with the contract's codes.
 */
export interface AuthProvider {
  /** Always resolves the same way for a valid request (no account enumeration). */
  signUp(input: SignUpInput, call: AuthCall): Promise<void>;
  /**
   * Confirms the address of the link's account with the password typed on the confirm page:
   * whichever sign-up's link was used, only a password the owner typed opens the account.
   */
  confirmEmail(token: string, password: string, call: AuthCall): Promise<SignedIn>;
  resendConfirmation(email: string, locale: Locale, call: AuthCall): Promise<void>;
  signIn(email: string, password: string, call: AuthCall): Promise<SignedIn>;
  /** Rotates the refresh token of the cookie's session. */
  refresh(call: AuthCall): Promise<SignedIn>;
  /** Revokes the cookie's session (if any) and clears the cookie. */
  signOut(call: AuthCall): Promise<void>;
  /** Checks an unexpired access token; 401 UNAUTHORIZED when unknown, revoked or tampered. */
  authenticate(accessToken: string, call: AuthCall): Promise<AuthenticatedSession>;
  /**
   * Whether an authenticated session still stands (not revoked, within its timeouts, its
   * account there), whatever its access token's age: the live streams ask it periodically.
   */
  isSessionActive(session: AuthenticatedSession): Promise<boolean>;
  requestPasswordReset(email: string, locale: Locale, call: AuthCall): Promise<void>;
  /** Sets a new password from a recovery link, ends every other session, signs in. */
  recoverPassword(token: string, password: string, call: AuthCall): Promise<SignedIn>;
  /** Changes the password of a signed-in member and ends their other sessions. */
  changePassword(
    session: AuthenticatedSession,
    currentPassword: string,
    password: string,
    call: AuthCall,
  ): Promise<PublicUser>;
  updateProfile(
    session: AuthenticatedSession,
    patch: ProfilePatch,
    call: AuthCall,
  ): Promise<PublicUser>;
  listSessions(session: AuthenticatedSession): Promise<SessionSummary[]>;
  /** 404 NOT_FOUND when the id is not one of the member's active sessions. */
  endSession(session: AuthenticatedSession, sessionId: string, call: AuthCall): Promise<void>;
  deleteAccount(session: AuthenticatedSession, password: string, call: AuthCall): Promise<void>;
  /**
   * "This wasn't me" (security log): ends every session of the member and mails a password-reset
   * link to the account's address. Nothing when the account is gone.
   */
  secureAccount(memberId: string, call: AuthCall): Promise<void>;
  /**
   * Mails a confirmation link to `newEmail` once `password` is the member's; the account keeps
   * its address until the link is used. (The second-factor slice's step-up guards the route.)
   */
  requestEmailChange(
    session: AuthenticatedSession,
    newEmail: string,
    password: string,
    call: AuthCall,
  ): Promise<void>;
  /** Uses the new address's link; answers the account's address now. */
  confirmEmailChange(token: string, call: AuthCall): Promise<string>;
  /** Uses the old address's undo link: restored, every session ended, a reset link mailed. */
  undoEmailChange(token: string, call: AuthCall): Promise<string>;
  /** A step-up proof: resolves when it is the member's password, else VALIDATION_FAILED. */
  verifyPassword(session: AuthenticatedSession, password: string, call: AuthCall): Promise<void>;
}

export const AUTH_PROVIDER = Symbol('AUTH_PROVIDER');
