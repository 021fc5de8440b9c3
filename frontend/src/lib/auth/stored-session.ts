// The one reader of the session state the SPA keeps in localStorage, the spec's `supabase_session`
// ({expiresAt, userId}) and `supabase_user` (the user object); tokens never leave their httpOnly
// cookies. The session store writes it (session-persistence.ts) and keeps it current in every tab;
// telemetry (user_id) and the public header (who is signed in) read it here, synchronously and
// without loading the session store into their chunks: this module imports nothing at run time.
import type { SessionUser } from './session-types';

export const SESSION_STORAGE_KEY = 'supabase_session';
export const USER_STORAGE_KEY = 'supabase_user';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface StoredSession {
  expiresAt: string | null;
  userId: string;
}

export interface StoredState {
  session: StoredSession | null;
  user: SessionUser | null;
}

/** localStorage, or null where it is missing or throws (private modes, disabled storage). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** A stored JSON object, or null when the value is missing, not JSON or not an object. */
function parseObject<T>(text: string | null): T | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null ? (value as T) : null;
  } catch {
    return null;
  }
}

/** Both stored values; nulls for a visitor and for a storage that throws or holds garbage. */
export function readStoredSession(storage: KeyValueStorage | null = browserStorage()): StoredState {
  if (!storage) return { session: null, user: null };
  try {
    return {
      session: parseObject<StoredSession>(storage.getItem(SESSION_STORAGE_KEY)),
      user: parseObject<SessionUser>(storage.getItem(USER_STORAGE_KEY)),
    };
  } catch {
    return { session: null, user: null };
  }
}

/** The signed-in member's id, or null for a visitor and once the stored expiry has passed. */
export function storedUserId(
  storage: KeyValueStorage | null = browserStorage(),
  now = Date.now(),
): string | null {
  const { session } = readStoredSession(storage);
  if (!session?.userId) return null;
  const expiresAt = session.expiresAt ? Date.parse(session.expiresAt) : Number.NaN;
  return Number.isFinite(expiresAt) && expiresAt <= now ? null : session.userId;
}

/** The member as last stored (name and email for the public header), or null for a visitor. */
export function storedMember(
  storage: KeyValueStorage | null = browserStorage(),
): SessionUser | null {
  return readStoredSession(storage).user;
}
