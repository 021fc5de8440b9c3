import type { PublicUser } from '@tickrelay/contracts/endpoints/auth.endpoints';

/**
 * What the access guard attaches to a request it let through: the contract between the global
 * guard (common/guards) and the auth module that provides the SessionAuthenticator.
 */
export interface AuthenticatedSession {
  user: PublicUser;
  sessionId: string;
  /** When the access token expires (ISO 8601). */
  expiresAt: string;
  /** The access token the request was authenticated with (the Supabase adapter forwards it). */
  accessToken: string;
}
