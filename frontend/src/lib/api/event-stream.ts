// The browser's EventSource for one of our Server-Sent Events endpoints (same origin, the session
// cookie sent): named events with JSON data, and what became of the connection. Shared by the
// checkout's stream and the member's stream.

/** EventSource.CLOSED (a fake in tests has no static constants). */
const CLOSED = 2;

export interface EventStreamHandlers {
  /** One handler per event name; `data` is the event's JSON, parsed (a malformed one is skipped). */
  events: Record<string, (data: unknown) => void>;
  /**
   * The connection is open. `reconnected`: the browser reconnected by itself after a drop and sent
   * Last-Event-ID, so the server replayed what was missed.
   */
  onOpen?: (reconnected: boolean) => void;
  /**
   * The connection failed. 'reconnecting': the browser retries by itself (a dropped connection);
   * 'closed': it gave up (an HTTP error status, e.g. an expired session, or not an event stream).
   */
  onError?: (state: 'reconnecting' | 'closed') => void;
  /** The `id:` of each event that has one (what a fresh connection resumes from). */
  onEventId?: (id: string) => void;
}

export const canStream = (): boolean => typeof EventSource !== 'undefined';

/** Opens `path` (a relative /api URL); returns what closes it. Without EventSource, null. */
export function openEventStream(path: string, handlers: EventStreamHandlers): (() => void) | null {
  if (!canStream()) return null;
  const source = new EventSource(path, { withCredentials: true });
  let closed = false;
  let dropped = false;

  for (const [name, handle] of Object.entries(handlers.events)) {
    source.addEventListener(name, (event) => {
      if (closed) return;
      const message = event as MessageEvent<string>;
      if (message.lastEventId) handlers.onEventId?.(message.lastEventId);
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      handle(data);
    });
  }
  source.addEventListener('open', () => {
    if (closed) return;
    handlers.onOpen?.(dropped);
    dropped = false;
  });
  source.addEventListener('error', () => {
    if (closed) return;
    dropped = true;
    handlers.onError?.(source.readyState === CLOSED ? 'closed' : 'reconnecting');
  });

  return () => {
    closed = true;
    source.close();
  };
}
