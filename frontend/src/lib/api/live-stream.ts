// A page kept up to date by a Server-Sent Events stream that does not end: the browser's own
// reconnection first (it resends Last-Event-ID, so the server replays what was missed), then, when
// the browser gives up or keeps failing, a fresh connection with a growing delay, and meanwhile
// polling through the api client (which refreshes an expired session, the usual reason an
// EventSource is refused). A fresh connection asks to resume after the last event seen
// (`?lastEventId=`, since a new EventSource cannot send the header), and the page reads its state
// again anyway, in case the server no longer keeps what was missed.
import { useEffect, useRef, useState } from 'react';

import { canStream, openEventStream } from './event-stream';

/**
 * - connecting: the first connection is being opened.
 * - live: events arrive as they happen.
 * - reconnecting: the browser is reconnecting by itself; polling meanwhile.
 * - polling: the stream is down (or the browser has no EventSource); reads every pollIntervalMs
 *   while a new connection is tried after a growing delay.
 */
export type LiveTransport = 'connecting' | 'live' | 'reconnecting' | 'polling';

export interface LiveStreamOptions {
  /** Handlers of the stream's named events (the latest ones are used; no need to memoise). */
  events: Record<string, (data: unknown) => void>;
  /** Reads the page's state again: after each fresh connection and on every poll. */
  resync: () => Promise<unknown> | void;
  /** False: nothing is opened (e.g. before the session is known). */
  enabled?: boolean;
  pollIntervalMs?: number;
  /** Delay before the first fresh connection after a failure; doubled each time up to maxDelayMs. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** Failures of the browser's own reconnection tolerated before a fresh connection takes over. */
  nativeRetries?: number;
}

export const LIVE_POLL_INTERVAL_MS = 5000;
export const LIVE_INITIAL_DELAY_MS = 1000;
export const LIVE_MAX_DELAY_MS = 30_000;
export const LIVE_NATIVE_RETRIES = 2;

/** The delay before fresh connection number `attempt` (0-based): doubling, with jitter. */
export function reconnectDelay(
  attempt: number,
  initialMs = LIVE_INITIAL_DELAY_MS,
  maxMs = LIVE_MAX_DELAY_MS,
  random: () => number = Math.random,
): number {
  const base = Math.min(maxMs, initialMs * 2 ** Math.min(attempt, 16));
  // Between 75 % and 100 % of the step, so a restarted API is not met by every tab at once.
  return Math.round(base * (0.75 + 0.25 * random()));
}

/** Keeps a page following the stream at `path`; returns how it hears about changes now. */
export function useLiveStream(
  path: string,
  {
    events,
    resync,
    enabled = true,
    pollIntervalMs = LIVE_POLL_INTERVAL_MS,
    initialDelayMs = LIVE_INITIAL_DELAY_MS,
    maxDelayMs = LIVE_MAX_DELAY_MS,
    nativeRetries = LIVE_NATIVE_RETRIES,
  }: LiveStreamOptions,
): LiveTransport {
  const [transport, setTransport] = useState<LiveTransport>('connecting');
  const eventsRef = useRef(events);
  const resyncRef = useRef(resync);
  eventsRef.current = events;
  resyncRef.current = resync;
  const eventNames = Object.keys(events).sort().join(',');

  useEffect(() => {
    if (!enabled) return;
    let disposed = false;
    let close: (() => void) | null = null;
    let attempt = 0;
    let nativeFailures = 0;
    let lastEventId: string | undefined;
    let polling = false;
    let pollTimer: ReturnType<typeof setTimeout> | undefined;
    let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
    setTransport('connecting');

    const readAgain = async () => {
      try {
        await resyncRef.current();
      } catch {
        // The page shows its own read errors; the next poll or connection tries again.
      }
    };

    const poll = async () => {
      pollTimer = undefined;
      await readAgain();
      if (!disposed && polling) pollTimer = setTimeout(() => void poll(), pollIntervalMs);
    };

    const startPolling = (state: LiveTransport) => {
      setTransport(state);
      if (polling) return;
      polling = true;
      void poll();
    };

    const stopPolling = () => {
      polling = false;
      clearTimeout(pollTimer);
      pollTimer = undefined;
    };

    const connect = () => {
      reconnectTimer = undefined;
      if (disposed) return;
      nativeFailures = 0;
      const handlers = Object.fromEntries(
        eventNames
          .split(',')
          .filter(Boolean)
          .map((name) => [name, (data: unknown) => eventsRef.current[name]?.(data)]),
      );
      const url = lastEventId
        ? `${path}${path.includes('?') ? '&' : '?'}lastEventId=${encodeURIComponent(lastEventId)}`
        : path;
      close = openEventStream(url, {
        events: handlers,
        onEventId: (id) => {
          lastEventId = id;
        },
        onOpen: (reconnected) => {
          attempt = 0;
          nativeFailures = 0;
          stopPolling();
          setTransport('live');
          if (!reconnected) void readAgain();
        },
        onError: (state) => {
          if (state === 'reconnecting' && nativeFailures < nativeRetries) {
            nativeFailures += 1;
            startPolling('reconnecting');
            return;
          }
          close?.();
          close = null;
          startPolling('polling');
          scheduleReconnect();
        },
      });
      if (!close) startPolling('polling');
    };

    const scheduleReconnect = () => {
      if (disposed || reconnectTimer !== undefined || !canStream()) return;
      reconnectTimer = setTimeout(connect, reconnectDelay(attempt, initialDelayMs, maxDelayMs));
      attempt += 1;
    };

    // Back online: no need to wait for the next step of the delay.
    const onOnline = () => {
      if (reconnectTimer === undefined) return;
      clearTimeout(reconnectTimer);
      connect();
    };
    window.addEventListener('online', onOnline);

    connect();

    return () => {
      disposed = true;
      window.removeEventListener('online', onOnline);
      stopPolling();
      clearTimeout(reconnectTimer);
      close?.();
    };
  }, [path, enabled, eventNames, pollIntervalMs, initialDelayMs, maxDelayMs, nativeRetries]);

  return enabled ? transport : 'connecting';
}
