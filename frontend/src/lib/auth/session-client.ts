// The one place that changes the session state of the SPA: it updates this tab's store, keeps the
// spec's localStorage copy, tells the other tabs, and notifies onAuthEvent listeners (this tab's
// events and the other tabs' alike, as Supabase's onAuthStateChange does).
import type { AuthStore } from './create-auth-store';
import type { SessionEventBus } from './session-events';
import type { SessionPersistence } from './session-persistence';
import type {
  AuthEvent,
  AuthEventListener,
  AuthEventType,
  SessionInfo,
  SessionUser,
} from './session-types';

export interface SessionClientDeps {
  store: AuthStore;
  bus: SessionEventBus;
  persistence: SessionPersistence;
  /** POST /api/auth/refresh; rejects with the API's error. */
  requestRefresh: () => Promise<SessionInfo>;
  /** Whether a failed refresh means the session is gone (401), as opposed to a network failure. */
  isSessionGone: (error: unknown) => boolean;
}

export interface SignOutOptions {
  /**
   * false leaves this tab's store as it is, for a caller that must first leave the members' pages
   * (their guard would otherwise send it to the sign-in page) and then calls store.setUser(null).
   */
  updateStore?: boolean;
}

export interface SessionClient {
  signedIn: (user: SessionUser, expiresAt?: string | null) => void;
  signedOut: (options?: SignOutOptions) => void;
  userUpdated: (user: SessionUser) => void;
  /** A password-recovery link was opened: every tab opens /update-password. */
  passwordRecovery: () => void;
  /** Refreshes the session once for all concurrent callers; true when it worked. */
  refresh: () => Promise<boolean>;
  onAuthEvent: (listener: AuthEventListener) => () => void;
  /** Stops listening to the other tabs. */
  close: () => void;
}

export function createSessionClient(deps: SessionClientDeps): SessionClient {
  const { store, bus, persistence } = deps;
  const listeners = new Set<AuthEventListener>();
  let refreshing: Promise<boolean> | null = null;

  const notify = (event: AuthEvent) => {
    listeners.forEach((listener) => {
      try {
        listener(event);
      } catch (error) {
        console.error('[auth] a session event listener failed', error);
      }
    });
  };

  const applyToStore = (event: Omit<AuthEvent, 'remote'>) => {
    if (event.type === 'SIGNED_OUT') store.setUser(null);
    else if (event.user) store.setUser(event.user);
  };

  const emit = (
    type: AuthEventType,
    user: SessionUser | null,
    expiresAt: string | null | undefined,
    updateStore = true,
  ) => {
    if (type === 'SIGNED_OUT') persistence.clear();
    else if (user) persistence.save(user, expiresAt);
    const event = { type, user, expiresAt: expiresAt ?? null };
    if (updateStore) applyToStore(event);
    bus.publish(event);
    notify({ ...event, remote: false });
  };

  const unsubscribe = bus.subscribe((event) => {
    // The sending tab already wrote the shared localStorage copy.
    applyToStore(event);
    notify({ ...event, remote: true });
  });

  return {
    signedIn: (user, expiresAt) => emit('SIGNED_IN', user, expiresAt),
    signedOut: ({ updateStore = true } = {}) => emit('SIGNED_OUT', null, null, updateStore),
    userUpdated: (user) => emit('USER_UPDATED', user, undefined),
    passwordRecovery: () => emit('PASSWORD_RECOVERY', null, null, false),
    refresh() {
      refreshing ??= deps
        .requestRefresh()
        .then(
          ({ user, expiresAt }) => {
            emit('TOKEN_REFRESHED', user, expiresAt);
            return true;
          },
          (error: unknown) => {
            // Expired or revoked (e.g. a replayed refresh token): signed out everywhere. A network
            // failure says nothing about the session: keep it and let the caller fail.
            if (deps.isSessionGone(error)) emit('SIGNED_OUT', null, null);
            return false;
          },
        )
        .finally(() => {
          refreshing = null;
        });
      return refreshing;
    },
    onAuthEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      unsubscribe();
      bus.close();
    },
  };
}
