// Carries session events to the other tabs of this browser: a BroadcastChannel named
// 'tickrelay-auth', or, where there is none, a localStorage key whose `storage` events the other
// tabs receive. A tab never receives its own messages.
import { AUTH_CHANNEL_NAME, AUTH_EVENT_STORAGE_KEY } from './session-channel';
import { AUTH_EVENT_TYPES, type AuthEvent, type SessionUser } from './session-types';
import type { KeyValueStorage } from './stored-session';

export { AUTH_CHANNEL_NAME, AUTH_EVENT_STORAGE_KEY } from './session-channel';

type BroadcastChannelConstructor = new (name: string) => BroadcastChannel;

export interface SessionEventBusOptions {
  channelName?: string;
  /** Defaults to the global BroadcastChannel; null forces the storage fallback. */
  BroadcastChannel?: BroadcastChannelConstructor | null;
  storage?: KeyValueStorage | null;
  /** Where `storage` events arrive (the window). */
  eventTarget?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

export type RemoteEvent = Omit<AuthEvent, 'remote'>;

export interface SessionEventBus {
  /** 'channel', 'storage' or 'none' (no way to reach other tabs). */
  readonly transport: 'channel' | 'storage' | 'none';
  publish: (event: RemoteEvent) => void;
  subscribe: (listener: (event: RemoteEvent) => void) => () => void;
  /**
   * A message another tab sent before this bus existed, received for it by the session bridge
   * (app/session-bridge.ts): checked and delivered like one the bus received itself.
   */
  receive: (data: unknown) => void;
  close: () => void;
}

function isUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const { id, email } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof email === 'string';
}

/** Messages come from other tabs (or anything else on this origin): check their shape. */
export function parseRemoteEvent(data: unknown): RemoteEvent | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, user, expiresAt } = data as Record<string, unknown>;
  if (!(AUTH_EVENT_TYPES as readonly unknown[]).includes(type)) return null;
  if (user !== null && user !== undefined && !isUser(user)) return null;
  return {
    type: type as RemoteEvent['type'],
    user: isUser(user) ? user : null,
    expiresAt: typeof expiresAt === 'string' ? expiresAt : null,
  };
}

const serialise = (event: RemoteEvent) => ({
  type: event.type,
  user: event.user,
  expiresAt: event.expiresAt,
});

export function createSessionEventBus(options: SessionEventBusOptions = {}): SessionEventBus {
  const name = options.channelName ?? AUTH_CHANNEL_NAME;
  const Channel =
    options.BroadcastChannel === undefined
      ? typeof BroadcastChannel === 'function'
        ? BroadcastChannel
        : null
      : options.BroadcastChannel;
  const storage = options.storage ?? null;
  const target = options.eventTarget ?? null;
  const listeners = new Set<(event: RemoteEvent) => void>();
  const deliver = (data: unknown) => {
    const event = parseRemoteEvent(data);
    if (event) listeners.forEach((listener) => listener(event));
  };

  if (Channel) {
    const channel = new Channel(name);
    channel.onmessage = (message: MessageEvent) => deliver(message.data);
    // Node (tests) keeps the process alive while a channel is open; browsers have no unref.
    (channel as unknown as { unref?: () => void }).unref?.();
    return {
      transport: 'channel',
      publish: (event) => channel.postMessage(serialise(event)),
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      receive: deliver,
      close: () => channel.close(),
    };
  }

  if (storage && target) {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== AUTH_EVENT_STORAGE_KEY || !event.newValue) return;
      try {
        deliver(JSON.parse(event.newValue));
      } catch {
        /* not one of ours */
      }
    };
    target.addEventListener('storage', onStorage);
    return {
      transport: 'storage',
      publish(event) {
        try {
          // The nonce makes two identical events two changes (an unchanged value fires nothing).
          const nonce = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
          storage.setItem(AUTH_EVENT_STORAGE_KEY, JSON.stringify({ ...serialise(event), nonce }));
          storage.removeItem(AUTH_EVENT_STORAGE_KEY);
        } catch {
          /* storage refused: the other tabs learn it on their next API call */
        }
      },
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      receive: deliver,
      close: () => target.removeEventListener('storage', onStorage),
    };
  }

  return {
    transport: 'none',
    publish: () => undefined,
    subscribe: () => () => undefined,
    receive: () => undefined,
    close: () => undefined,
  };
}
