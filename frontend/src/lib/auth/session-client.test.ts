/**
 * @jest-environment jest-fixed-jsdom
 */
import { ApiError } from '@/lib/api/api-client';
import { isSessionGone } from '@/lib/api/endpoints/refresh-session.endpoint';

import { createAuthStore } from './create-auth-store';
import { createSessionClient, type SessionClientDeps } from './session-client';
import { createSessionEventBus } from './session-events';
import { createSessionPersistence } from './session-persistence';
import type { AuthEvent, SessionInfo, SessionUser } from './session-types';
import { SESSION_STORAGE_KEY, USER_STORAGE_KEY } from './stored-session';
import { eventually, fakeBrowser, uniqueChannelName } from './testing/fake-tabs';

const ada: SessionUser = { id: 'u-1', email: 'ada@example.com', displayName: 'Ada', locale: 'en' };
const later = '2026-06-01T10:10:00.000Z';

/** One browser, several tabs: a store, a session client and its own BroadcastChannel each. */
function browserWithTabs() {
  const browser = fakeBrowser();
  const channelName = uniqueChannelName();
  const clients: ReturnType<typeof createSessionClient>[] = [];
  const openTab = (overrides: Partial<SessionClientDeps> = {}) => {
    const tab = browser.openTab();
    const store = createAuthStore(() => Promise.resolve(null));
    const events: AuthEvent[] = [];
    const client = createSessionClient({
      store,
      bus: createSessionEventBus({ channelName }),
      persistence: createSessionPersistence(tab.storage),
      requestRefresh: () => Promise.resolve({ user: ada, expiresAt: later }),
      isSessionGone,
      ...overrides,
    });
    client.onAuthEvent((event) => events.push(event));
    clients.push(client);
    return { store, client, events };
  };
  return { browser, openTab, close: () => clients.forEach((client) => client.close()) };
}

let current: ReturnType<typeof browserWithTabs> | null = null;
afterEach(() => current?.close());
const setup = () => (current = browserWithTabs());

describe('session client across tabs', () => {
  it('SIGNED_IN in one tab signs in the other and stores only non-secret state', async () => {
    const { browser, openTab } = setup();
    const a = openTab();
    const b = openTab();
    a.client.signedIn(ada, later);

    expect(a.store.getState()).toEqual({ status: 'member', user: ada });
    expect(a.events).toEqual([{ type: 'SIGNED_IN', user: ada, expiresAt: later, remote: false }]);
    await eventually(() => expect(b.store.getState()).toEqual({ status: 'member', user: ada }));
    expect(b.events).toEqual([{ type: 'SIGNED_IN', user: ada, expiresAt: later, remote: true }]);
    expect(JSON.parse(browser.data.get(SESSION_STORAGE_KEY) ?? '')).toEqual({
      expiresAt: later,
      userId: 'u-1',
    });
    expect(JSON.parse(browser.data.get(USER_STORAGE_KEY) ?? '')).toEqual(ada);
    expect([...browser.data.values()].join()).not.toMatch(/token/i);
  });

  it('SIGNED_OUT in one tab signs out the others and clears the stored state', async () => {
    const { browser, openTab } = setup();
    const a = openTab();
    const b = openTab();
    const c = openTab();
    [a, b, c].forEach((tab) => tab.store.setUser(ada));
    a.client.signedIn(ada, later);
    await eventually(() => expect(c.events).toHaveLength(1));

    b.client.signedOut();
    expect(b.store.getState().status).toBe('visitor');
    await eventually(() => {
      expect(a.store.getState()).toEqual({ status: 'visitor', user: null });
      expect(c.store.getState()).toEqual({ status: 'visitor', user: null });
    });
    expect(a.events.at(-1)).toMatchObject({ type: 'SIGNED_OUT', remote: true });
    expect(browser.data.has(SESSION_STORAGE_KEY)).toBe(false);
    expect(browser.data.has(USER_STORAGE_KEY)).toBe(false);
  });

  it('a sign-out that leaves the store to the caller still tells the other tabs', async () => {
    const { openTab } = setup();
    const a = openTab();
    const b = openTab();
    a.store.setUser(ada);
    b.store.setUser(ada);
    a.client.signedOut({ updateStore: false });
    expect(a.store.getState().status).toBe('member');
    await eventually(() => expect(b.store.getState().status).toBe('visitor'));
  });

  it('USER_UPDATED refreshes the user everywhere and keeps the known expiry', async () => {
    const { browser, openTab } = setup();
    const a = openTab();
    const b = openTab();
    a.client.signedIn(ada, later);
    await eventually(() => expect(b.store.getState().status).toBe('member'));
    const renamed: SessionUser = { ...ada, displayName: 'Countess Ada', locale: 'fr' };
    a.client.userUpdated(renamed);
    await eventually(() => expect(b.store.getState().user).toEqual(renamed));
    expect(b.events.at(-1)).toMatchObject({ type: 'USER_UPDATED', remote: true });
    expect(JSON.parse(browser.data.get(SESSION_STORAGE_KEY) ?? '')).toEqual({
      expiresAt: later,
      userId: 'u-1',
    });
  });

  it('PASSWORD_RECOVERY reaches the other tabs without touching the session', async () => {
    const { openTab } = setup();
    const a = openTab();
    const b = openTab();
    b.store.setUser(ada);
    a.client.passwordRecovery();
    await eventually(() =>
      expect(b.events).toEqual([
        { type: 'PASSWORD_RECOVERY', user: null, expiresAt: null, remote: true },
      ]),
    );
    expect(b.store.getState().status).toBe('member');
  });
});

describe('session refresh', () => {
  it('refreshes once for concurrent callers and tells every tab TOKEN_REFRESHED', async () => {
    const { browser, openTab } = setup();
    let resolve: (info: SessionInfo) => void = () => undefined;
    const requestRefresh = jest.fn(() => new Promise<SessionInfo>((r) => (resolve = r)));
    const a = openTab({ requestRefresh });
    const b = openTab();
    const results = [a.client.refresh(), a.client.refresh(), a.client.refresh()];
    expect(requestRefresh).toHaveBeenCalledTimes(1);
    resolve({ user: ada, expiresAt: later });
    await expect(Promise.all(results)).resolves.toEqual([true, true, true]);
    await eventually(() => expect(b.events.at(-1)).toMatchObject({ type: 'TOKEN_REFRESHED' }));
    expect(b.store.getState()).toEqual({ status: 'member', user: ada });
    expect(JSON.parse(browser.data.get(SESSION_STORAGE_KEY) ?? '')).toMatchObject({
      expiresAt: later,
    });

    // The next expiry refreshes again (the single flight is per refresh, not forever).
    const again = a.client.refresh();
    expect(requestRefresh).toHaveBeenCalledTimes(2);
    resolve({ user: ada, expiresAt: later });
    await expect(again).resolves.toBe(true);
  });

  it.each(['SESSION_EXPIRED', 'SESSION_REVOKED'])(
    'a refresh answered 401 %s signs out every tab',
    async (code) => {
      const { openTab } = setup();
      const failure = new ApiError({ status: 401, code, message: 'gone' });
      const a = openTab({ requestRefresh: () => Promise.reject(failure) });
      const b = openTab();
      a.store.setUser(ada);
      b.store.setUser(ada);
      await expect(a.client.refresh()).resolves.toBe(false);
      expect(a.store.getState().status).toBe('visitor');
      await eventually(() => expect(b.store.getState().status).toBe('visitor'));
    },
  );

  it('a network failure during the refresh keeps the session', async () => {
    const { openTab } = setup();
    const failure = new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'offline' });
    const a = openTab({ requestRefresh: () => Promise.reject(failure) });
    a.store.setUser(ada);
    await expect(a.client.refresh()).resolves.toBe(false);
    expect(a.store.getState().status).toBe('member');
    expect(a.events).toEqual([]);
  });
});
