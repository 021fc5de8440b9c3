// The non-secret session state the spec keeps in the browser: `supabase_session` ({expiresAt,
// userId}) and `supabase_user` (the user object). Tokens never leave their httpOnly cookies.
import type { SessionUser } from './session-types';

export const SESSION_STORAGE_KEY = 'supabase_session';
export const USER_STORAGE_KEY = 'supabase_user';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface StoredSession {
  expiresAt: string | null;
  userId: string;
}

export interface SessionPersistence {
  save: (user: SessionUser, expiresAt?: string | null) => void;
  clear: () => void;
  read: () => { session: StoredSession | null; user: SessionUser | null };
}

/** localStorage, or null where it is missing or throws (private modes, disabled storage). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function parse<T>(text: string | null): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function createSessionPersistence(storage: KeyValueStorage | null): SessionPersistence {
  // A full or refusing storage must never break signing in: the state is a convenience copy.
  const attempt = (write: (target: KeyValueStorage) => void) => {
    if (!storage) return;
    try {
      write(storage);
    } catch {
      /* ignored: see above */
    }
  };

  const read = () => {
    if (!storage) return { session: null, user: null };
    try {
      return {
        session: parse<StoredSession>(storage.getItem(SESSION_STORAGE_KEY)),
        user: parse<SessionUser>(storage.getItem(USER_STORAGE_KEY)),
      };
    } catch {
      return { session: null, user: null };
    }
  };

  return {
    read,
    save(user, expiresAt) {
      const previous = read().session;
      // An update without a new expiry (profile change) keeps the one we know for this user.
      const keep = previous?.userId === user.id ? previous.expiresAt : null;
      const session: StoredSession = {
        expiresAt: expiresAt === undefined ? keep : expiresAt,
        userId: user.id,
      };
      attempt((target) => {
        target.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
        target.setItem(USER_STORAGE_KEY, JSON.stringify(user));
      });
    },
    clear() {
      attempt((target) => {
        target.removeItem(SESSION_STORAGE_KEY);
        target.removeItem(USER_STORAGE_KEY);
      });
    },
  };
}
