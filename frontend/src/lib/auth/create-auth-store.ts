import type { SessionUser } from './session-types';

export type SessionStatus = 'unknown' | 'loading' | 'member' | 'visitor';

export interface AuthState {
  status: SessionStatus;
  user: SessionUser | null;
}

/** Asks the API who is signed in: the user of a member, null for a visitor. */
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
  // A setUser() while a request is in flight is newer than that request's answer.
  let version = 0;
  const listeners = new Set<() => void>();

  const set = (next: AuthState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  const load = (): Promise<AuthState> => {
    if (inFlight) return inFlight;
    const asked = ++version;
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
        if (asked === version) set(next);
        return state;
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
    setUser: (user) => {
      version += 1;
      set(user ? { status: 'member', user } : { status: 'visitor', user: null });
    },
  };
}
