import { fakeMatchMedia, memoryStorage } from '@/test/test-fakes';

import {
  applyColorModeToDocument,
  COLOR_MODE_STORAGE_KEY,
  createColorModeStore,
  type ColorModeDeps,
} from './color-mode-store';

function setup(overrides: Partial<ColorModeDeps> & { dark?: boolean } = {}) {
  const media = fakeMatchMedia(overrides.dark ?? false);
  const storage = memoryStorage();
  const warn = jest.fn();
  const store = createColorModeStore({
    storage,
    matchMedia: media.matchMedia,
    warn,
    eventTarget: null,
    ...overrides,
  });
  const listener = jest.fn();
  const unsubscribe = store.subscribe(listener);
  return { store, media, storage, warn, listener, unsubscribe };
}

describe('colour mode store', () => {
  it('defaults to system and resolves it from prefers-color-scheme', () => {
    expect(setup().store.getState()).toEqual({
      preference: 'system',
      system: 'light',
      forced: null,
      resolved: 'light',
    });
    expect(setup({ dark: true }).store.getState().resolved).toBe('dark');
  });

  it('follows the operating system live while on system', () => {
    const { store, media, listener } = setup();
    media.setDark(true);
    expect(store.getState().resolved).toBe('dark');
    expect(listener).toHaveBeenCalledTimes(1);
    media.setDark(false);
    expect(store.getState().resolved).toBe('light');
  });

  it('ignores the operating system while light or dark is chosen', () => {
    const { store, media } = setup();
    store.setPreference('light');
    media.setDark(true);
    expect(store.getState()).toMatchObject({
      preference: 'light',
      system: 'dark',
      resolved: 'light',
    });
  });

  it('stores the preference under nuxt-color-mode and reads it back', () => {
    const { store, storage } = setup();
    store.setPreference('dark');
    expect(COLOR_MODE_STORAGE_KEY).toBe('nuxt-color-mode');
    expect(storage.getItem('nuxt-color-mode')).toBe('dark');

    const reloaded = createColorModeStore({
      storage,
      matchMedia: fakeMatchMedia(false).matchMedia,
      warn: jest.fn(),
      eventTarget: null,
    });
    expect(reloaded.getState()).toMatchObject({ preference: 'dark', resolved: 'dark' });
  });

  it('warns about an unknown colour name and changes nothing', () => {
    const { store, storage, warn, listener } = setup();
    store.setPreference('dark');
    listener.mockClear();
    store.setPreference('purple');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"purple"'));
    expect(store.getState().preference).toBe('dark');
    expect(storage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    expect(listener).not.toHaveBeenCalled();
  });

  it('warns about an unknown stored value and falls back to system', () => {
    const warn = jest.fn();
    const store = createColorModeStore({
      storage: memoryStorage({ [COLOR_MODE_STORAGE_KEY]: 'sepia' }),
      matchMedia: fakeMatchMedia(true).matchMedia,
      warn,
      eventTarget: null,
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('sepia'));
    expect(store.getState()).toMatchObject({ preference: 'system', resolved: 'dark' });
  });

  it('survives a storage that throws', () => {
    const storage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const { store } = setup({ storage });
    store.setPreference('dark');
    expect(store.getState().resolved).toBe('dark');
  });

  it('lets a page force light or dark until it releases', () => {
    const { store } = setup({ dark: true });
    store.setPreference('dark');
    const release = store.force('light');
    expect(store.getState()).toMatchObject({
      preference: 'dark',
      forced: 'light',
      resolved: 'light',
    });
    release();
    expect(store.getState()).toMatchObject({ forced: null, resolved: 'dark' });
  });

  it('releases overlapping forced modes in any order', () => {
    const { store } = setup();
    const releaseDark = store.force('dark');
    const releaseLight = store.force('light');
    expect(store.getState().resolved).toBe('light');
    releaseDark();
    expect(store.getState().resolved).toBe('light');
    releaseLight();
    expect(store.getState().forced).toBeNull();
  });

  it('rejects forcing system (and unknown names) with a warning', () => {
    const { store, warn } = setup({ dark: true });
    const release = store.force('system');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('cannot force the "system"'));
    expect(store.getState().forced).toBeNull();
    release();
    store.force('neon');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"neon"'));
    expect(store.getState().forced).toBeNull();
  });

  it('picks up a change made in another tab', () => {
    const target = new EventTarget() as unknown as Window;
    const { store } = setup({ eventTarget: target });
    const event = new Event('storage') as StorageEvent;
    Object.assign(event, { key: COLOR_MODE_STORAGE_KEY, newValue: 'dark' });
    target.dispatchEvent(event);
    expect(store.getState().preference).toBe('dark');
  });

  it('stops listening to the system when nobody subscribes', () => {
    const { media, unsubscribe } = setup();
    expect(media.listenerCount()).toBe(1);
    unsubscribe();
    expect(media.listenerCount()).toBe(0);
  });

  it('mirrors the mode on <html>', () => {
    applyColorModeToDocument('dark', document.documentElement);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });
});
