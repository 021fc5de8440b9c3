import { browserStorage, createSessionPersistence } from '@/lib/auth/session-persistence';

/**
 * The signed-in member's id from the spec's `supabase_session` copy in localStorage, which the
 * session store keeps current (and clears on sign-out) in every tab. Reading it, rather than the
 * session store itself, keeps the store's cross-tab machinery out of every visitor's page.
 */
export function signedInUserId(
  persistence = createSessionPersistence(browserStorage()),
  now = Date.now(),
): string | null {
  const session = persistence.read().session;
  if (!session?.userId) return null;
  const expiresAt = session.expiresAt ? Date.parse(session.expiresAt) : Number.NaN;
  return Number.isFinite(expiresAt) && expiresAt <= now ? null : session.userId;
}
