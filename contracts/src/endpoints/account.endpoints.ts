// The signed-in member's own account: profile, sessions (one per signed-in device), deletion.
// Every endpoint here answers 401 to a visitor.
import type { Locale } from '../locales';
import type { PublicUser } from './auth.endpoints';
import { endpoint } from './endpoint';

export interface ProfilePatch {
  displayName?: string;
  locale?: Locale;
  /** An IANA time zone name ('Europe/Paris'): the security log, deliveries and mails use it. */
  timeZone?: string;
}

export interface ProfileUpdated {
  user: PublicUser;
  /** The member's time zone; null until one was chosen. */
  timeZone: string | null;
}

export interface AccountPreferences {
  /** Null until chosen: the SPA then sends the browser's zone (Intl) once. */
  timeZone: string | null;
}

/** One signed-in device of the member. */
export interface SessionSummary {
  id: string;
  /** ISO 8601. */
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
  ip: string | null;
  /** The session of the browser asking. */
  current: boolean;
}

export interface SessionList {
  sessions: SessionSummary[];
}

export interface DeleteAccountRequest {
  /** The member's password, re-entered. */
  password: string;
}

export const updateProfile = endpoint<{ body: ProfilePatch; response: ProfileUpdated }>()({
  method: 'PATCH',
  path: '/api/account/profile',
  status: 200,
});

export const getPreferences = endpoint<{ response: AccountPreferences }>()({
  method: 'GET',
  path: '/api/account/preferences',
  status: 200,
});

export const listSessions = endpoint<{ response: SessionList }>()({
  method: 'GET',
  path: '/api/account/sessions',
  status: 200,
});

/** Ending the current session signs this browser out; an unknown id is 404. */
export const endSession = endpoint<{ response: undefined }>()({
  method: 'DELETE',
  path: '/api/account/sessions/:id',
  status: 204,
});

export const deleteAccount = endpoint<{ body: DeleteAccountRequest; response: undefined }>()({
  method: 'DELETE',
  path: '/api/account',
  status: 204,
});

export interface EmailChangeRequest {
  /** The address to use from now on; it gets a confirmation link. */
  newEmail: string;
  /** The member's password, re-entered (a fresh proof). */
  password: string;
}

export interface EmailChangeRequested {
  status: 'confirmation_sent';
}

/**
 * Mails a confirmation link to the new address. Until it is confirmed the account keeps its
 * address (sign-in included). 409 CONFLICT with `details: {newEmail: 'duplicate'}` when another
 * account has the address; 400 `{newEmail: 'invalid'}` when it is the current one.
 */
export const requestEmailChange = endpoint<{
  body: EmailChangeRequest;
  response: EmailChangeRequested;
}>()({
  method: 'POST',
  path: '/api/account/email',
  status: 202,
});

export interface EmailChangeToken {
  /** The token of the mailed link (confirm: to the new address; undo: to the old one). */
  token: string;
}

export interface EmailChangeConfirmed {
  /** The account's address now. */
  email: string;
}

/**
 * From the new address's link (no session needed): the account's address becomes the new one,
 * and the old one gets a notice with an undo link valid 72 hours. TOKEN_INVALID / TOKEN_EXPIRED.
 */
export const confirmEmailChange = endpoint<{
  body: EmailChangeToken;
  response: EmailChangeConfirmed;
}>()({
  method: 'POST',
  path: '/api/account/email/confirm',
  status: 200,
});

/**
 * From the old address's notice: the old address is restored, every session ends and a
 * password-reset link is mailed to it. TOKEN_INVALID / TOKEN_EXPIRED (past 72 hours).
 */
export const undoEmailChange = endpoint<{
  body: EmailChangeToken;
  response: EmailChangeConfirmed;
}>()({
  method: 'POST',
  path: '/api/account/email/undo',
  status: 200,
});
