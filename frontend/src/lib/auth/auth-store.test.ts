import { createAuthStore } from './auth-store';

describe('auth store', () => {
  it('asks once, shares the request and remembers the answer', async () => {
    const fetchSession = jest.fn().mockResolvedValue({ id: '1', email: 'a@b.co' });
    const store = createAuthStore(fetchSession);
    expect(store.getState().status).toBe('unknown');
    const [first, second] = await Promise.all([store.ensureSession(), store.ensureSession()]);
    expect(first).toEqual({ status: 'member', user: { id: '1', email: 'a@b.co' } });
    expect(second).toBe(first);
    await store.ensureSession();
    expect(fetchSession).toHaveBeenCalledTimes(1);
  });

  it('is loading while asking and notifies subscribers', async () => {
    let resolve: (value: null) => void = () => undefined;
    const store = createAuthStore(() => new Promise((r) => (resolve = r)));
    const listener = jest.fn();
    store.subscribe(listener);
    const pending = store.ensureSession();
    expect(store.getState().status).toBe('loading');
    resolve(null);
    await pending;
    expect(store.getState()).toEqual({ status: 'visitor', user: null });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('treats a failing session check as a visitor (fail closed)', async () => {
    const store = createAuthStore(() => Promise.reject(new Error('down')));
    expect((await store.ensureSession()).status).toBe('visitor');
  });

  it('refresh asks again; setUser switches directly', async () => {
    const fetchSession = jest
      .fn()
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce({ id: '2', email: 'x@y.z' });
    const store = createAuthStore(fetchSession);
    expect((await store.ensureSession()).status).toBe('visitor');
    expect((await store.refresh()).status).toBe('member');
    store.setUser(null);
    expect(store.getState()).toEqual({ status: 'visitor', user: null });
  });
});

describe('auth store ordering', () => {
  it('keeps a newer setUser() over the answer of a request already in flight', async () => {
    let resolve: (value: { id: string; email: string }) => void = () => undefined;
    const store = createAuthStore(() => new Promise((r) => (resolve = r)));
    const pending = store.refresh();
    store.setUser(null);
    resolve({ id: '1', email: 'a@b.co' });
    await expect(pending).resolves.toEqual({ status: 'visitor', user: null });
    expect(store.getState().status).toBe('visitor');
  });
});
