import { useEffect, useSyncExternalStore } from 'react';

import { api, ApiError } from '@/lib/api-client';

export interface SessionUser {
  id: string;
  email: string;
  displayName?: string | null;
}

export type SessionStatus = 'unknown' | 'loading' | 'member' | 'visitor';

export interface AuthState {
  status: SessionStatus;
  user: SessionUser | null;
}

/** GET /api/auth/session: 200 `{ user }` for a member; 401 or 404 means visitor. */
export type SessionFetcher = () => Promise<SessionUser | null>;

export interface AuthStore {
  getState: () => AuthState;
  subscribe: (listener: () => void) => () => void;
  /** Asks the API once (concurrent callers share the request); later calls reuse the answer. */
  ensureSession: () => Promise<AuthState>;
  /** Asks again, e.g. after a sign-in made elsewhere. */
  refresh: () => Promise<AuthState>;
  setUser: (user: SessionUser | null) => void;
}

export function createAuthStore(fetchSession: SessionFetcher): AuthStore {
  let state: AuthState = { status: 'unknown', user: null };
  let inFlight: Promise<AuthState> | null = null;
  const listeners = new Set<() => void>();

  const set = (next: AuthState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  const load = (): Promise<AuthState> => {
    if (inFlight) return inFlight;
    set({ status: 'loading', user: state.user });
    inFlight = fetchSession()
      .then(
        (user): AuthState =>
          user ? { status: 'member', user } : { status: 'visitor', user: null },
        // Unreachable or broken session endpoint: nobody is treated as signed in (fail closed).
        (): AuthState => ({ status: 'visitor', user: null }),
      )
      .then((next) => {
        inFlight = null;
        set(next);
        return next;
      });
    return inFlight;
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ensureSession: () =>
      state.status === 'member' || state.status === 'visitor' ? Promise.resolve(state) : load(),
    refresh: load,
    setUser: (user) => set(user ? { status: 'member', user } : { status: 'visitor', user: null }),
  };
}

export async function fetchSessionFromApi(): Promise<SessionUser | null> {
  try {
    const body = await api.get<{ user?: SessionUser | null } | null>('/api/auth/session');
    return body?.user ?? null;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return null;
    throw error;
  }
}

export const authStore: AuthStore = createAuthStore(fetchSessionFromApi);

/** The session, asked from the API on first use. */
export function useSession(store: AuthStore = authStore): AuthState {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  useEffect(() => {
    void store.ensureSession();
  }, [store]);
  return state;
}
