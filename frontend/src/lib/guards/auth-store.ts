// The SPA's session: one store per tab, kept in step with the API, with the other tabs (session
// events) and with the spec's localStorage copy. Pages read it with useSession() and change it
// through sessionClient.
import { useEffect, useSyncExternalStore } from 'react';

import { setSessionRefresher } from '@/lib/api-client';
import { createAuthStore, type AuthState, type AuthStore } from '@/lib/auth/create-auth-store';
import { fetchSessionInfo, isSessionGone, requestSessionRefresh } from '@/lib/auth/session-api';
import { createSessionClient, type SessionClient } from '@/lib/auth/session-client';
import { createSessionEventBus } from '@/lib/auth/session-events';
import { browserStorage, createSessionPersistence } from '@/lib/auth/session-persistence';
import { watchPasswordRecovery } from '@/lib/auth/session-reactions';
import type { SessionUser } from '@/lib/auth/session-types';

export { createAuthStore } from '@/lib/auth/create-auth-store';
export type {
  AuthState,
  AuthStore,
  SessionFetcher,
  SessionStatus,
} from '@/lib/auth/create-auth-store';
export type { SessionUser } from '@/lib/auth/session-types';

/** GET /api/auth/session: the member's user, or null for a visitor. */
export async function fetchSessionFromApi(): Promise<SessionUser | null> {
  return (await fetchSessionInfo())?.user ?? null;
}

const storage = browserStorage();
const persistence = createSessionPersistence(storage);

export const authStore: AuthStore = createAuthStore(async () => {
  const info = await fetchSessionInfo();
  if (info) persistence.save(info.user, info.expiresAt);
  else persistence.clear();
  return info?.user ?? null;
});

export const sessionClient: SessionClient = createSessionClient({
  store: authStore,
  bus: createSessionEventBus({
    storage,
    eventTarget: typeof window === 'undefined' ? null : window,
  }),
  persistence,
  requestRefresh: requestSessionRefresh,
  isSessionGone,
});

// Every API call that meets an expired access token refreshes the session and retries once.
setSessionRefresher(() => sessionClient.refresh());
watchPasswordRecovery(sessionClient);

/** The session, asked from the API on first use. */
export function useSession(store: AuthStore = authStore): AuthState {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  useEffect(() => {
    void store.ensureSession();
  }, [store]);
  return state;
}
