// A stand-in for the browser's EventSource (jsdom has none): the test pushes the server's events
// and breaks the stream when it wants, and sees which URLs were opened and whether they were closed.
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly url: string;
  readonly withCredentials: boolean;
  readyState = 0;
  private readonly listeners = new Map<string, Set<(event: Event) => void>>();

  constructor(url: string | URL, init: EventSourceInit = {}) {
    this.url = String(url);
    this.withCredentials = Boolean(init.withCredentials);
    FakeEventSource.instances.push(this);
  }

  get closed(): boolean {
    return this.readyState === 2;
  }

  addEventListener(type: string, listener: (event: Event) => void): void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: (event: Event) => void): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.readyState = 2;
  }

  /** The server sends `event: <type>` with `data` as JSON. */
  emit(type: string, data: unknown): void {
    this.readyState = 1;
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  /** The connection fails (network, proxy, an HTTP error status). */
  fail(): void {
    for (const listener of this.listeners.get('error') ?? []) listener(new Event('error'));
  }
}

/** Installs the fake as the global EventSource until `restore()`. */
export function installFakeEventSource() {
  const original = (globalThis as { EventSource?: unknown }).EventSource;
  FakeEventSource.instances = [];
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  return {
    instances: () => FakeEventSource.instances,
    /** The last stream opened (throws when none was). */
    latest: (): FakeEventSource => {
      const last = FakeEventSource.instances.at(-1);
      if (!last) throw new Error('no EventSource was opened');
      return last;
    },
    restore: () => {
      (globalThis as { EventSource?: unknown }).EventSource = original;
    },
  };
}
