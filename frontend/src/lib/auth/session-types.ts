// Shapes shared by the session store, the session client and the pages (no runtime imports, so
// every auth module can depend on them without import cycles).

/** The signed-in member as GET /api/auth/session describes them (never any token). */
export interface SessionUser {
  id: string;
  email: string;
  displayName?: string | null;
  /** Preferred interface language. */
  locale?: string | null;
  emailConfirmed?: boolean;
  createdAt?: string;
}

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
