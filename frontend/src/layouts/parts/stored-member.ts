import { USER_STORAGE_KEY } from '@/lib/auth/session-persistence';

/**
 * The signed-in member as last stored by the session client (non-secret), read synchronously so
 * public pages can adapt their header without loading the session module in the first chunk.
 */
export function readStoredMember(): { displayName?: string; email?: string } | null {
  try {
    const raw = window.localStorage.getItem(USER_STORAGE_KEY);
    if (!raw) return null;
    const user = JSON.parse(raw) as { displayName?: string; email?: string } | null;
    return user && typeof user === 'object' ? user : null;
  } catch {
    return null;
  }
}
