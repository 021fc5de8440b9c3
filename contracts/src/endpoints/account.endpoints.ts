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
