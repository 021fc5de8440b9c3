// Shapes shared by the session store, the session client and the pages (no runtime imports, so
// every auth module can depend on them without import cycles).
import type { PublicUser } from '@tickrelay/contracts/endpoints/auth.endpoints';

/**
 * The signed-in member: the API's PublicUser (never any token). Copies read back from localStorage
 * or received from another tab are only checked for id and email, so the rest may be missing.
 */
export type SessionUser = Pick<PublicUser, 'id' | 'email'> &
  Partial<Omit<PublicUser, 'id' | 'email'>>;

/** 200 of GET /api/auth/session and POST /api/auth/refresh. */
export interface SessionInfo {
  user: SessionUser;
  /** When the access token expires (ISO date); null when the API did not say. */
  expiresAt: string | null;
}

/** The session events of the spec, as Supabase names them. */
export const AUTH_EVENT_TYPES = [
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'PASSWORD_RECOVERY',
  'USER_UPDATED',
] as const;

export type AuthEventType = (typeof AUTH_EVENT_TYPES)[number];

export interface AuthEvent {
  type: AuthEventType;
  /** The member after the event (null for SIGNED_OUT and PASSWORD_RECOVERY). */
  user: SessionUser | null;
  expiresAt: string | null;
  /** True when another tab emitted it. */
  remote: boolean;
}

export type AuthEventListener = (event: AuthEvent) => void;
