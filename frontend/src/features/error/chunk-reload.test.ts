import {
  isChunkLoadError,
  RELOAD_GUARD_MS,
  RELOAD_STORAGE_KEY,
  reloadOnceForNewBuild,
  type ReloadDeps,
} from './chunk-reload';

function memoryStorage(): ReloadDeps['storage'] & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://x/assets/a-1.js'),
    new TypeError('error loading dynamically imported module: https://x/assets/a-1.js'),
    new TypeError('Importing a module script failed.'),
    new Error('Unable to preload CSS for /assets/a.css'),
  ])('recognises %s', (error) => expect(isChunkLoadError(error)).toBe(true));

  it.each([new Error('boom'), new TypeError('x is undefined'), null, 'text'])(
    'leaves %s alone',
    (error) => expect(isChunkLoadError(error)).toBe(false),
  );
});

describe('reloadOnceForNewBuild', () => {
  it('reloads once, then not again within 10 s, then again after', () => {
    const storage = memoryStorage();
    let time = 1_000_000;
    const reload = jest.fn();
    const deps: ReloadDeps = { storage, now: () => time, reload };

    expect(reloadOnceForNewBuild(deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.data.get(RELOAD_STORAGE_KEY)).toBe(String(time));

    // After the reload the new page fails too: the 500 view, no reload loop.
    time += RELOAD_GUARD_MS - 1;
    expect(reloadOnceForNewBuild(deps)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    time += 1;
    expect(reloadOnceForNewBuild(deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads without session storage (it could not stop a loop)', () => {
    const reload = jest.fn();
    expect(reloadOnceForNewBuild({ storage: null, now: () => 1, reload })).toBe(false);
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => undefined,
    };
    expect(reloadOnceForNewBuild({ storage: broken, now: () => 1, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('ignores a stored time from the future (clock changed)', () => {
    const storage = memoryStorage();
    storage.data.set(RELOAD_STORAGE_KEY, '5000');
    const reload = jest.fn();
    expect(reloadOnceForNewBuild({ storage, now: () => 1000, reload })).toBe(true);
  });

  it('uses sessionStorage and location.reload in the browser', () => {
    window.sessionStorage.removeItem(RELOAD_STORAGE_KEY);
    // jsdom cannot navigate; the stored stamp shows the browser path ran up to the reload.
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(reloadOnceForNewBuild()).toBe(true);
    expect(window.sessionStorage.getItem(RELOAD_STORAGE_KEY)).not.toBeNull();
    expect(reloadOnceForNewBuild()).toBe(false);
    error.mockRestore();
  });
});
