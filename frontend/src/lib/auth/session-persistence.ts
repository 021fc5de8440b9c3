// Writes the non-secret session state the spec keeps in the browser (`supabase_session`,
// `supabase_user`; read everywhere through stored-session.ts). Tokens never leave their cookies.
import type { SessionUser } from './session-types';
import {
  readStoredSession,
  SESSION_STORAGE_KEY,
  USER_STORAGE_KEY,
  type KeyValueStorage,
  type StoredSession,
  type StoredState,
} from './stored-session';

export interface SessionPersistence {
  save: (user: SessionUser, expiresAt?: string | null) => void;
  clear: () => void;
  read: () => StoredState;
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

  const read = () => readStoredSession(storage);

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
