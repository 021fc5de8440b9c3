// Test doubles without any router dependency (usable in the plain jsdom environment).
import {
  createColorModeStore,
  type ColorModeDeps,
  type ColorModeStore,
} from '@/lib/color-mode/color-mode-store';

/** A matchMedia whose dark-scheme answer the test controls (`setDark` fires `change`). */
export function fakeMatchMedia(initialDark = false) {
  let dark = initialDark;
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const list = {
    get matches() {
      return dark;
    },
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
  } as unknown as MediaQueryList;
  return {
    matchMedia: () => list,
    setDark(next: boolean) {
      dark = next;
      listeners.forEach((listener) => listener({ matches: next } as MediaQueryListEvent));
    },
    listenerCount: () => listeners.size,
  };
}

export function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

export function testColorModeStore(overrides: Partial<ColorModeDeps> = {}): ColorModeStore {
  return createColorModeStore({
    storage: memoryStorage(),
    matchMedia: fakeMatchMedia().matchMedia,
    warn: () => undefined,
    eventTarget: null,
    ...overrides,
  });
}
