import { act, renderHook } from '@testing-library/react';

import { installFakeEventSource, type FakeEventSource } from '@/test/fake-event-source';

import { reconnectDelay, useLiveStream, type LiveStreamOptions } from './live-stream';

let events: ReturnType<typeof installFakeEventSource>;
beforeEach(() => {
  jest.useFakeTimers();
  events = installFakeEventSource();
});
afterEach(() => {
  events.restore();
  jest.useRealTimers();
});

const open = (source: FakeEventSource) => act(() => source.emit('open', null));
/** The browser reconnects by itself (a dropped connection): readyState CONNECTING. */
const drop = (source: FakeEventSource) =>
  act(() => {
    source.readyState = 0;
    source.fail();
  });
/** The browser gave up (an HTTP error status such as 401): readyState CLOSED. */
const refuse = (source: FakeEventSource) =>
  act(() => {
    source.readyState = 2;
    source.fail();
  });

/** An event with an `id:` (the fake's emit sends none). */
function emitWithId(source: FakeEventSource, type: string, data: unknown, id: string) {
  const listeners = (source as unknown as { listeners: Map<string, Set<(event: Event) => void>> })
    .listeners;
  act(() => {
    for (const listener of listeners.get(type) ?? []) {
      listener(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id }));
    }
  });
}

function follow(overrides: Partial<LiveStreamOptions> = {}) {
  const onThing = jest.fn();
  const resync = jest.fn(() => Promise.resolve());
  const hook = renderHook(() =>
    useLiveStream('/api/things/events', {
      events: { thing: onThing },
      resync,
      pollIntervalMs: 5000,
      initialDelayMs: 1000,
      maxDelayMs: 8000,
      nativeRetries: 2,
      ...overrides,
    }),
  );
  return { ...hook, onThing, resync };
}

describe('useLiveStream', () => {
  it('opens the stream with credentials, reads again once open, and hands events over', () => {
    const { result, onThing, resync } = follow();
    const source = events.latest();
    expect(source.url).toBe('/api/things/events');
    expect(source.withCredentials).toBe(true);
    expect(result.current).toBe('connecting');

    open(source);
    expect(result.current).toBe('live');
    expect(resync).toHaveBeenCalledTimes(1);

    act(() => source.emit('thing', { id: 1 }));
    expect(onThing).toHaveBeenCalledWith({ id: 1 });
  });

  it('a dropped connection: the browser resumes (Last-Event-ID), polling meanwhile, no second stream', async () => {
    const { result, resync } = follow();
    const source = events.latest();
    open(source);
    resync.mockClear();

    drop(source);
    expect(result.current).toBe('reconnecting');
    expect(resync).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(resync).toHaveBeenCalledTimes(2);

    // The browser's own reconnection succeeded: the server replayed what was missed.
    open(source);
    expect(result.current).toBe('live');
    await act(() => jest.advanceTimersByTimeAsync(20_000));
    expect(resync).toHaveBeenCalledTimes(2);
    expect(events.instances()).toHaveLength(1);
    expect(source.closed).toBe(false);
  });

  it('a refused stream: polls, then a fresh connection after a growing delay, and reads again once open', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(1);
    const { result, resync } = follow();
    refuse(events.latest());
    expect(events.latest().closed).toBe(true);
    expect(result.current).toBe('polling');
    expect(resync).toHaveBeenCalledTimes(1);

    await act(() => jest.advanceTimersByTimeAsync(999));
    expect(events.instances()).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(events.instances()).toHaveLength(2);

    refuse(events.latest());
    await act(() => jest.advanceTimersByTimeAsync(1999));
    expect(events.instances()).toHaveLength(2);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(events.instances()).toHaveLength(3);

    resync.mockClear();
    open(events.latest());
    expect(result.current).toBe('live');
    expect(resync).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(20_000));
    expect(resync).toHaveBeenCalledTimes(1);
    jest.restoreAllMocks();
  });

  it('a fresh connection resumes after the last event seen', async () => {
    const { onThing } = follow();
    open(events.latest());
    emitWithId(events.latest(), 'thing', { id: 1 }, '1700000000000-3');
    expect(onThing).toHaveBeenCalledWith({ id: 1 });
    refuse(events.latest());
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(events.latest().url).toBe('/api/things/events?lastEventId=1700000000000-3');
  });

  it('a reconnection that keeps failing is replaced by a fresh one', async () => {
    const { result } = follow();
    const source = events.latest();
    open(source);
    drop(source);
    drop(source);
    expect(source.closed).toBe(false);
    drop(source);
    expect(source.closed).toBe(true);
    expect(result.current).toBe('polling');
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(events.instances()).toHaveLength(2);
  });

  it('back online: connects at once instead of waiting', () => {
    follow({ initialDelayMs: 30_000, maxDelayMs: 30_000 });
    refuse(events.latest());
    act(() => void window.dispatchEvent(new Event('online')));
    expect(events.instances()).toHaveLength(2);
  });

  it('without EventSource: polls only', async () => {
    events.restore();
    const original = (globalThis as { EventSource?: unknown }).EventSource;
    delete (globalThis as { EventSource?: unknown }).EventSource;
    try {
      const { result, resync } = follow();
      expect(result.current).toBe('polling');
      expect(resync).toHaveBeenCalledTimes(1);
      await act(() => jest.advanceTimersByTimeAsync(10_000));
      expect(resync).toHaveBeenCalledTimes(3);
    } finally {
      (globalThis as { EventSource?: unknown }).EventSource = original;
    }
  });

  it('a failed read does not stop the polling', async () => {
    const resync = jest.fn(() => Promise.reject(new Error('offline')));
    follow({ resync });
    refuse(events.latest());
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(resync).toHaveBeenCalledTimes(2);
  });

  it('closes everything on unmount', async () => {
    const { unmount, resync } = follow();
    refuse(events.latest());
    unmount();
    resync.mockClear();
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(resync).not.toHaveBeenCalled();
    expect(events.instances()).toHaveLength(1);
  });

  it('enabled false: opens nothing', () => {
    const { result } = follow({ enabled: false });
    expect(events.instances()).toHaveLength(0);
    expect(result.current).toBe('connecting');
  });
});

describe('reconnectDelay', () => {
  it('doubles up to the maximum, with at most a quarter taken off', () => {
    expect([0, 1, 2, 3, 10].map((n) => reconnectDelay(n, 1000, 30_000, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 30_000,
    ]);
    expect(reconnectDelay(0, 1000, 30_000, () => 0)).toBe(750);
  });
});
