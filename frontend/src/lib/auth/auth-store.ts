// The SPA's session: one store per tab, kept in step with the API, with the other tabs (session
// events) and with the spec's localStorage copy. Pages read it with useSession() and change it
// through sessionClient.
import { useEffect, useSyncExternalStore } from 'react';

import { setSessionRefresher } from '@/lib/api/api-client';
import { fetchSessionInfo } from '@/lib/api/endpoints/get-session.endpoint';
import { isSessionGone, requestSessionRefresh } from '@/lib/api/endpoints/refresh-session.endpoint';

import { createAuthStore, type AuthState, type AuthStore } from './create-auth-store';
import { createSessionClient, type SessionClient } from './session-client';
import { createSessionEventBus } from './session-events';
import { createSessionPersistence } from './session-persistence';
import { watchPasswordRecovery } from './session-reactions';
import { browserStorage } from './stored-session';

export { createAuthStore } from './create-auth-store';
export type { AuthState, AuthStore, SessionFetcher, SessionStatus } from './create-auth-store';
export type { SessionUser } from './session-types';

const storage = browserStorage();
const persistence = createSessionPersistence(storage);

export const authStore: AuthStore = createAuthStore(async () => {
  const info = await fetchSessionInfo();
  if (info) persistence.save(info.user, info.expiresAt);
  else persistence.clear();
  return info?.user ?? null;
});

const bus = createSessionEventBus({
  storage,
  eventTarget: typeof window === 'undefined' ? null : window,
});

export const sessionClient: SessionClient = createSessionClient({
  store: authStore,
  bus,
  persistence,
  requestRefresh: requestSessionRefresh,
  isSessionGone,
});

// Every API call that meets an expired access token refreshes the session and retries once.
setSessionRefresher(() => sessionClient.refresh());
// Not while prerendering (no window): the page is built for every visitor alike.
if (typeof window !== 'undefined') watchPasswordRecovery(sessionClient);

/**
 * A session message another tab sent before this module ran: the session bridge heard it on a
 * page that had not loaded the session (a visitor's), loaded it, and hands the message over.
 */
export const receiveSessionMessage = (data: unknown): void => bus.receive(data);

// What prerendered HTML was built with (no visitor), so hydration starts from the same state.
const SERVER_STATE: AuthState = { status: 'unknown', user: null };
const getServerState = () => SERVER_STATE;

/** The session, asked from the API on first use. */
export function useSession(store: AuthStore = authStore): AuthState {
  const state = useSyncExternalStore(store.subscribe, store.getState, getServerState);
  useEffect(() => {
    void store.ensureSession();
  }, [store]);
  return state;
}
