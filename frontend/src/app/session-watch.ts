// When a page loads the session module (lib/auth/auth-store.ts: the session store, its refresh and
// the other tabs' events). A member's page imports it itself; every other page leaves it to this.
import { AUTH_CHANNEL_NAME, AUTH_EVENT_STORAGE_KEY } from '@/lib/auth/session-channel';
import {
  browserStorage,
  readStoredSession,
  SESSION_STORAGE_KEY,
  USER_STORAGE_KEY,
  type KeyValueStorage,
} from '@/lib/auth/stored-session';

export interface SessionModule {
  receiveSessionMessage: (data: unknown) => void;
}

type ChannelConstructor = new (name: string) => BroadcastChannel;

export interface SessionWatchOptions {
  load: () => Promise<SessionModule>;
  /** Runs the load once the page is idle; returns how to cancel it. */
  whenIdle: (run: () => void) => () => void;
  storage?: KeyValueStorage | null;
  /** Where `storage` events arrive (the window). */
  eventTarget?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  /** Defaults to the global BroadcastChannel; null where there is none. */
  BroadcastChannel?: ChannelConstructor | null;
  channelName?: string;
}

const defaultChannel = (): ChannelConstructor | null =>
  typeof BroadcastChannel === 'function' ? BroadcastChannel : null;

/**
 * With a session stored, the module loads once the page is idle: it refreshes the session and
 * follows a sign-out made elsewhere. A visitor's page (no session stored, most public pages) does
 * not download it: it listens on the session channel (and its storage fallback) and loads it
 * only when another tab speaks, a password recovery opened elsewhere, say, or when a session
 * appears in the storage. The messages heard meanwhile are handed over in order, so the module
 * reacts to the message that woke it. Returns how to stop (the component's unmount).
 */
export function watchSession(options: SessionWatchOptions): () => void {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const target =
    options.eventTarget === undefined
      ? typeof window === 'undefined'
        ? null
        : window
      : options.eventTarget;
  const Channel =
    options.BroadcastChannel === undefined ? defaultChannel() : options.BroadcastChannel;
  const stops: (() => void)[] = [];
  const stop = () => stops.splice(0).forEach((run) => run());
  let heard: unknown[] | null = null;

  const start = () => {
    if (heard) return;
    heard = [];
    void options.load().then(
      (module) => {
        // The module's own listeners exist now: hand over what was heard, then stop listening.
        stop();
        heard?.forEach((data) => module.receiveSessionMessage(data));
        heard = [];
      },
      () => {
        // The chunk did not load (offline, a deploy): a later message tries again.
        heard = null;
      },
    );
  };
  const hear = (data: unknown) => {
    start();
    heard?.push(data);
  };

  const stored = readStoredSession(storage);
  if (stored.session || stored.user) {
    stops.push(options.whenIdle(start));
    return stop;
  }
  if (Channel) {
    const channel = new Channel(options.channelName ?? AUTH_CHANNEL_NAME);
    channel.onmessage = (message: MessageEvent) => hear(message.data);
    stops.push(() => channel.close());
  }
  if (target) {
    const onStorage = (event: StorageEvent) => {
      if (!event.newValue) return;
      if (event.key === AUTH_EVENT_STORAGE_KEY) {
        try {
          hear(JSON.parse(event.newValue));
        } catch {
          /* not one of ours */
        }
      } else if (event.key === SESSION_STORAGE_KEY || event.key === USER_STORAGE_KEY) {
        start();
      }
    };
    target.addEventListener('storage', onStorage);
    stops.push(() => target.removeEventListener('storage', onStorage));
  }
  return stop;
}

/** requestIdleCallback (at most 3 s), or 1.5 s where there is none. */
export function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 1500);
  return () => clearTimeout(timer);
}
