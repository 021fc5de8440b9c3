/**
 * @jest-environment jest-fixed-jsdom
 */
import { createAuthStore } from '@/lib/auth/create-auth-store';
import { createSessionClient } from '@/lib/auth/session-client';
import { createSessionEventBus } from '@/lib/auth/session-events';
import { createSessionPersistence } from '@/lib/auth/session-persistence';

import { api, ApiError, setSessionRefresher, TOKEN_EXPIRED } from './api-client';
import { isSessionGone, requestSessionRefresh } from './endpoints/refresh-session.endpoint';

// Refresh-and-retry-once: a 401 TOKEN_EXPIRED refreshes the session (POST /api/auth/refresh) and
// sends the request again, once.
const expired = () =>
  Response.json(
    { statusCode: 401, error: TOKEN_EXPIRED, message: 'Access token expired' },
    { status: 401 },
  );
const ok = (body: unknown) => Response.json(body);
const ada = { id: 'u-1', email: 'ada@example.com' };

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
});
afterEach(() => setSessionRefresher(null));

const paths = () =>
  fetchMock.mock.calls.map(([url, init]: [string, RequestInit]) => `${init.method} ${url}`);

describe('api client: refresh and retry once on 401 TOKEN_EXPIRED', () => {
  it('refreshes, then sends the same request again', async () => {
    const refresher = jest.fn().mockResolvedValue(true);
    setSessionRefresher(refresher);
    fetchMock.mockResolvedValueOnce(expired()).mockResolvedValueOnce(ok({ sessions: [] }));
    await expect(api.patch('/api/account/profile', { displayName: 'Ada' })).resolves.toEqual({
      sessions: [],
    });
    expect(refresher).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [, secondInit] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(secondInit.body).toBe(JSON.stringify({ displayName: 'Ada' }));
  });

  it('gives up after one retry: a second TOKEN_EXPIRED reaches the caller', async () => {
    const refresher = jest.fn().mockResolvedValue(true);
    setSessionRefresher(refresher);
    fetchMock.mockResolvedValueOnce(expired()).mockResolvedValueOnce(expired());
    const error = await api.get('/api/auth/session').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(TOKEN_EXPIRED);
    expect(refresher).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not retry when the refresh failed', async () => {
    setSessionRefresher(() => Promise.resolve(false));
    fetchMock.mockResolvedValueOnce(expired());
    await expect(api.get('/api/account/sessions')).rejects.toMatchObject({
      status: 401,
      code: TOKEN_EXPIRED,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each(['UNAUTHORIZED', 'SESSION_EXPIRED', 'INVALID_CREDENTIALS'])(
    'leaves other 401s (%s) alone',
    async (code) => {
      const refresher = jest.fn().mockResolvedValue(true);
      setSessionRefresher(refresher);
      fetchMock.mockResolvedValueOnce(
        Response.json({ statusCode: 401, error: code, message: 'no' }, { status: 401 }),
      );
      await expect(api.get('/api/auth/session')).rejects.toMatchObject({ code });
      expect(refresher).not.toHaveBeenCalled();
    },
  );

  it('skipSessionRefresh and a missing refresher leave TOKEN_EXPIRED as it is', async () => {
    const refresher = jest.fn().mockResolvedValue(true);
    setSessionRefresher(refresher);
    fetchMock.mockResolvedValueOnce(expired());
    await expect(api.post('/api/x', {}, { skipSessionRefresh: true })).rejects.toMatchObject({
      code: TOKEN_EXPIRED,
    });
    expect(refresher).not.toHaveBeenCalled();
    setSessionRefresher(null);
    fetchMock.mockResolvedValueOnce(expired());
    await expect(api.get('/api/y')).rejects.toMatchObject({ code: TOKEN_EXPIRED });
  });

  it('with the session client: concurrent expired requests share one refresh', async () => {
    const store = createAuthStore(() => Promise.resolve(null));
    const bus = createSessionEventBus({ BroadcastChannel: null, storage: null });
    const client = createSessionClient({
      store,
      bus,
      persistence: createSessionPersistence(null),
      requestRefresh: requestSessionRefresh,
      isSessionGone,
    });
    setSessionRefresher(() => client.refresh());
    let refreshed = false;
    fetchMock.mockImplementation((url: string, init: RequestInit) => {
      if (url === '/api/auth/refresh') {
        refreshed = true;
        return Promise.resolve(ok({ user: ada, expiresAt: 'T2' }));
      }
      return Promise.resolve(refreshed ? ok({ url, method: init.method }) : expired());
    });
    const [first, second] = await Promise.all([api.get('/api/a'), api.delete('/api/b')]);
    expect(first).toEqual({ url: '/api/a', method: 'GET' });
    expect(second).toEqual({ url: '/api/b', method: 'DELETE' });
    expect(paths().filter((path) => path === 'POST /api/auth/refresh')).toHaveLength(1);
    expect(store.getState()).toEqual({ status: 'member', user: ada });
  });

  it('with the session client: a revoked session signs out and the caller gets the 401', async () => {
    const store = createAuthStore(() => Promise.resolve(null));
    store.setUser(ada);
    const client = createSessionClient({
      store,
      bus: createSessionEventBus({ BroadcastChannel: null, storage: null }),
      persistence: createSessionPersistence(null),
      requestRefresh: requestSessionRefresh,
      isSessionGone,
    });
    setSessionRefresher(() => client.refresh());
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(
        url === '/api/auth/refresh'
          ? Response.json(
              { statusCode: 401, error: 'SESSION_REVOKED', message: 'revoked' },
              { status: 401 },
            )
          : expired(),
      ),
    );
    await expect(api.get('/api/account/sessions')).rejects.toMatchObject({ code: TOKEN_EXPIRED });
    expect(store.getState().status).toBe('visitor');
    // The refresh call itself is never refreshed-and-retried.
    expect(paths()).toEqual(['GET /api/account/sessions', 'POST /api/auth/refresh']);
  });
});
