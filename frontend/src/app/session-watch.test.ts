/**
 * @jest-environment jest-fixed-jsdom
 */
import { createSessionEventBus, type RemoteEvent } from '@/lib/auth/session-events';
import { SESSION_STORAGE_KEY, USER_STORAGE_KEY } from '@/lib/auth/stored-session';
import { eventually, fakeBrowser, uniqueChannelName } from '@/lib/auth/testing/fake-tabs';

import { watchSession, type SessionModule, type SessionWatchOptions } from './session-watch';

const ada = { id: 'u-1', email: 'ada@example.com', displayName: 'Ada' };
const recovery: RemoteEvent = { type: 'PASSWORD_RECOVERY', user: null, expiresAt: null };
const signedIn: RemoteEvent = { type: 'SIGNED_IN', user: ada, expiresAt: '2026-01-01T00:10:00Z' };

/** The session module as the watcher sees it: what it was handed, and when it loaded. */
function sessionModule() {
  const received: unknown[] = [];
  let resolveLoad: (module: SessionModule) => void = () => undefined;
  const module: SessionModule = { receiveSessionMessage: (data) => received.push(data) };
  const load = jest.fn(
    () =>
      new Promise<SessionModule>((resolve) => {
        resolveLoad = resolve;
      }),
  );
  return { received, load, finishLoading: () => resolveLoad(module) };
}

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** One tab's watcher; `idle` runs what it scheduled for idle time. */
function watch(options: Omit<Parameters<typeof watchSession>[0], 'whenIdle'>) {
  let idle: (() => void) | null = null;
  const stop = watchSession({
    ...options,
    whenIdle: (run) => {
      idle = run;
      return () => {
        idle = null;
      };
    },
  });
  stops.push(stop);
  return { stop, idle: () => idle?.() };
}

/**
 * A browser without BroadcastChannel (the storage fallback): this tab's watcher, and another tab
 * with its storage and its session event bus.
 */
function withoutChannel(load: SessionWatchOptions['load']) {
  const browser = fakeBrowser();
  const [tab, other] = [browser.openTab(), browser.openTab()];
  watch({ load, storage: tab.storage, eventTarget: tab.window, BroadcastChannel: null });
  const otherBus = createSessionEventBus({
    BroadcastChannel: null,
    storage: other.storage,
    eventTarget: other.window,
  });
  stops.push(() => otherBus.close());
  return { other, otherBus };
}

describe('watchSession with a session stored', () => {
  it('loads the session module once the page is idle, not before, and opens no channel', () => {
    const tab = fakeBrowser().openTab();
    tab.storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ userId: 'u-1', expiresAt: null }));
    const channels = jest.fn();
    class SpyChannel extends BroadcastChannel {
      constructor(name: string) {
        super(name);
        channels(name);
      }
    }
    const session = sessionModule();
    const watcher = watch({
      load: session.load,
      storage: tab.storage,
      eventTarget: tab.window,
      BroadcastChannel: SpyChannel,
    });
    expect(session.load).not.toHaveBeenCalled();
    watcher.idle();
    expect(session.load).toHaveBeenCalledTimes(1);
    expect(channels).not.toHaveBeenCalled();
  });

  it('counts a stored user alone (an expired session the module must clear) as stored', () => {
    const tab = fakeBrowser().openTab();
    tab.storage.setItem(USER_STORAGE_KEY, JSON.stringify(ada));
    const session = sessionModule();
    watch({ load: session.load, storage: tab.storage, eventTarget: tab.window }).idle();
    expect(session.load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing once stopped', () => {
    const tab = fakeBrowser().openTab();
    tab.storage.setItem(USER_STORAGE_KEY, JSON.stringify(ada));
    const session = sessionModule();
    const watcher = watch({ load: session.load, storage: tab.storage, eventTarget: tab.window });
    watcher.stop();
    watcher.idle();
    expect(session.load).not.toHaveBeenCalled();
  });
});

describe("watchSession on a visitor's page (no session stored)", () => {
  it('loads nothing until another tab speaks, then hands over what it heard, in order', async () => {
    const channelName = uniqueChannelName();
    const tab = fakeBrowser().openTab();
    const session = sessionModule();
    const watcher = watch({
      load: session.load,
      storage: tab.storage,
      eventTarget: tab.window,
      channelName,
    });
    watcher.idle();
    expect(session.load).not.toHaveBeenCalled();

    // Another tab, whose session module runs, opens a recovery link.
    const otherTab = createSessionEventBus({ channelName });
    try {
      otherTab.publish(recovery);
      await eventually(() => expect(session.load).toHaveBeenCalledTimes(1));
      otherTab.publish(signedIn);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(session.received).toEqual([]);

      session.finishLoading();
      await eventually(() => expect(session.received).toEqual([recovery, signedIn]));
      expect(session.load).toHaveBeenCalledTimes(1);

      // The module listens for itself now: the watcher has stopped.
      otherTab.publish({ type: 'SIGNED_OUT', user: null, expiresAt: null });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(session.received).toHaveLength(2);
    } finally {
      otherTab.close();
    }
  });

  it('hears the storage fallback where there is no BroadcastChannel, and skips what is not JSON', async () => {
    const session = sessionModule();
    const { other, otherBus } = withoutChannel(session.load);
    other.storage.setItem('tickrelay-auth-event', '{not json');
    other.storage.removeItem('tickrelay-auth-event');
    other.storage.setItem('unrelated', 'x');
    expect(session.load).not.toHaveBeenCalled();

    otherBus.publish(recovery);
    expect(session.load).toHaveBeenCalledTimes(1);
    session.finishLoading();
    await eventually(() => expect(session.received).toHaveLength(1));
    expect(session.received[0]).toMatchObject(recovery);
  });

  it('loads the module when a session appears in the storage (a sign-in in another tab)', () => {
    const session = sessionModule();
    const { other } = withoutChannel(session.load);
    other.storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ userId: 'u-1', expiresAt: null }));
    expect(session.load).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next message when the module failed to load', async () => {
    const received: unknown[] = [];
    const load = jest
      .fn<Promise<SessionModule>, []>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ receiveSessionMessage: (data) => received.push(data) });
    const { otherBus } = withoutChannel(load);
    otherBus.publish(recovery);
    await eventually(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    otherBus.publish(signedIn);
    await eventually(() => expect(received).toHaveLength(1));
    expect(load).toHaveBeenCalledTimes(2);
    expect(received[0]).toMatchObject(signedIn);
  });

  it('stops listening when stopped', async () => {
    const channelName = uniqueChannelName();
    const tab = fakeBrowser().openTab();
    const session = sessionModule();
    watch({
      load: session.load,
      storage: tab.storage,
      eventTarget: tab.window,
      channelName,
    }).stop();
    const otherTab = createSessionEventBus({ channelName });
    otherTab.publish(recovery);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(session.load).not.toHaveBeenCalled();
    otherTab.close();
  });
});
