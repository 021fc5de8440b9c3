/**
 * @jest-environment jest-fixed-jsdom
 */
import {
  AUTH_CHANNEL_NAME,
  AUTH_EVENT_STORAGE_KEY,
  createSessionEventBus,
  parseRemoteEvent,
  type RemoteEvent,
  type SessionEventBus,
} from './session-events';
import { eventually, fakeBrowser, uniqueChannelName } from './testing/fake-tabs';

const ada = { id: 'u-1', email: 'ada@example.com', displayName: 'Ada' };
const signedIn: RemoteEvent = { type: 'SIGNED_IN', user: ada, expiresAt: '2026-01-01T00:10:00Z' };

const open: SessionEventBus[] = [];
afterEach(() => open.splice(0).forEach((bus) => bus.close()));
const track = (bus: SessionEventBus) => {
  open.push(bus);
  return bus;
};

describe('session event bus over BroadcastChannel (two tabs = two channel instances)', () => {
  it('uses the tickrelay-auth channel by default', () => {
    const names: string[] = [];
    class SpyChannel extends BroadcastChannel {
      constructor(name: string) {
        super(name);
        names.push(name);
      }
    }
    track(createSessionEventBus({ BroadcastChannel: SpyChannel }));
    expect(names).toEqual([AUTH_CHANNEL_NAME]);
  });

  it('delivers an event to the other tab, never back to the sender', async () => {
    const channelName = uniqueChannelName();
    const tabA = track(createSessionEventBus({ channelName }));
    const tabB = track(createSessionEventBus({ channelName }));
    expect(tabA.transport).toBe('channel');
    const inA = jest.fn();
    const inB = jest.fn();
    tabA.subscribe(inA);
    tabB.subscribe(inB);

    tabA.publish(signedIn);
    await eventually(() => expect(inB).toHaveBeenCalledWith(signedIn));
    tabB.publish({ type: 'SIGNED_OUT', user: null, expiresAt: null });
    await eventually(() => expect(inA).toHaveBeenCalledTimes(1));
    expect(inA).toHaveBeenCalledWith({ type: 'SIGNED_OUT', user: null, expiresAt: null });
    expect(inB).toHaveBeenCalledTimes(1);
  });

  it('ignores foreign messages on the channel and stops after close', async () => {
    const channelName = uniqueChannelName();
    const tab = track(createSessionEventBus({ channelName }));
    const listener = jest.fn();
    tab.subscribe(listener);
    const stranger = new BroadcastChannel(channelName);
    stranger.postMessage({ type: 'DROP_TABLES' });
    stranger.postMessage('SIGNED_OUT');
    stranger.postMessage({ type: 'USER_UPDATED', user: { id: 1 } });
    stranger.postMessage({ type: 'TOKEN_REFRESHED', user: ada, expiresAt: 'x' });
    await eventually(() => expect(listener).toHaveBeenCalledTimes(1));
    expect(listener).toHaveBeenCalledWith({ type: 'TOKEN_REFRESHED', user: ada, expiresAt: 'x' });
    tab.close();
    stranger.postMessage(signedIn);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(listener).toHaveBeenCalledTimes(1);
    stranger.close();
  });
});

describe('receive (a message heard for the bus before it existed)', () => {
  it('delivers it like a message of its own, after the same checks', () => {
    const bus = track(createSessionEventBus({ channelName: uniqueChannelName() }));
    const listener = jest.fn();
    bus.subscribe(listener);
    bus.receive({ type: 'DROP_TABLES' });
    bus.receive('SIGNED_OUT');
    bus.receive(signedIn);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(signedIn);
  });
});

describe('session event bus without BroadcastChannel (storage event fallback)', () => {
  it('reaches the other tab through a storage event and leaves nothing behind', () => {
    const browser = fakeBrowser();
    const [a, b] = [browser.openTab(), browser.openTab()];
    const tabA = track(
      createSessionEventBus({ BroadcastChannel: null, storage: a.storage, eventTarget: a.window }),
    );
    const tabB = track(
      createSessionEventBus({ BroadcastChannel: null, storage: b.storage, eventTarget: b.window }),
    );
    expect(tabA.transport).toBe('storage');
    const inA = jest.fn();
    const inB = jest.fn();
    tabA.subscribe(inA);
    tabB.subscribe(inB);

    tabA.publish(signedIn);
    tabA.publish(signedIn);
    expect(inB).toHaveBeenCalledTimes(2);
    expect(inB).toHaveBeenCalledWith(signedIn);
    expect(inA).not.toHaveBeenCalled();
    expect(browser.data.has(AUTH_EVENT_STORAGE_KEY)).toBe(false);

    tabB.close();
    tabA.publish({ type: 'SIGNED_OUT', user: null, expiresAt: null });
    expect(inB).toHaveBeenCalledTimes(2);
  });

  it('without channel nor storage there is nobody to tell', () => {
    const bus = track(createSessionEventBus({ BroadcastChannel: null, storage: null }));
    expect(bus.transport).toBe('none');
    expect(() => bus.publish(signedIn)).not.toThrow();
  });
});

describe('parseRemoteEvent', () => {
  it.each([null, 'x', 42, {}, { type: 'NOPE' }, { type: 'SIGNED_IN', user: { email: 'a' } }])(
    'refuses %p',
    (value) => expect(parseRemoteEvent(value)).toBeNull(),
  );

  it('keeps only the known fields', () => {
    expect(
      parseRemoteEvent({ type: 'PASSWORD_RECOVERY', token: 'secret', user: undefined }),
    ).toEqual({ type: 'PASSWORD_RECOVERY', user: null, expiresAt: null });
  });
});
