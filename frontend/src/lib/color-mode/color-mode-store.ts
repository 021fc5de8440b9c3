import type { ColorMode } from '@/lib/theme/theme';

/** Key shared with public/color-mode.js, which applies the stored choice before first paint. */
export const COLOR_MODE_STORAGE_KEY = 'nuxt-color-mode';
export const colorPreferences = ['system', 'light', 'dark'] as const;
export type ColorPreference = (typeof colorPreferences)[number];
export type { ColorMode };

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isColorPreference(value: unknown): value is ColorPreference {
  return typeof value === 'string' && (colorPreferences as readonly string[]).includes(value);
}

export interface ColorModeState {
  preference: ColorPreference;
  /** What the operating system currently asks for. */
  system: ColorMode;
  /** Set by a page through useForcedColorMode; wins over the preference while it is mounted. */
  forced: ColorMode | null;
  /** The mode actually shown. */
  resolved: ColorMode;
}

export interface ColorModeDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  matchMedia: ((query: string) => MediaQueryList) | null;
  warn: (message: string) => void;
  /** Where changes made in another tab arrive (the `storage` event). */
  eventTarget: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

export interface ColorModeStore {
  getState: () => ColorModeState;
  subscribe: (listener: () => void) => () => void;
  /** Accepts only system | light | dark; anything else is a console warning and no change. */
  setPreference: (value: string) => void;
  /** Forces light or dark until the returned release function runs; 'system' is refused. */
  force: (mode: string) => () => void;
}

function safeRead(storage: ColorModeDeps['storage']): string | null {
  try {
    return storage?.getItem(COLOR_MODE_STORAGE_KEY) ?? null;
  } catch {
    return null; // storage blocked (privacy mode): behave as a first visit
  }
}

export function createColorModeStore(deps: ColorModeDeps): ColorModeStore {
  const media = deps.matchMedia?.(DARK_QUERY) ?? null;
  const stored = safeRead(deps.storage);
  if (stored !== null && !isColorPreference(stored)) {
    deps.warn(`[color-mode] Ignoring unknown stored colour mode "${stored}"`);
  }
  let preference: ColorPreference = isColorPreference(stored) ? stored : 'system';
  let system: ColorMode = media?.matches ? 'dark' : 'light';
  // A stack, so nested or overlapping forcing pages release in any order.
  const forcedStack: { mode: ColorMode }[] = [];
  const listeners = new Set<() => void>();
  let state = compute();

  function compute(): ColorModeState {
    const forced = forcedStack.at(-1)?.mode ?? null;
    const chosen = preference === 'system' ? system : preference;
    return { preference, system, forced, resolved: forced ?? chosen };
  }

  function emit() {
    const next = compute();
    if (
      next.preference === state.preference &&
      next.system === state.system &&
      next.forced === state.forced
    ) {
      return;
    }
    state = next;
    listeners.forEach((listener) => listener());
  }

  const onSystemChange = (event: MediaQueryListEvent) => {
    system = event.matches ? 'dark' : 'light';
    emit();
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key !== COLOR_MODE_STORAGE_KEY) return;
    preference = isColorPreference(event.newValue) ? event.newValue : 'system';
    emit();
  };

  return {
    getState: () => state,
    subscribe(listener) {
      if (listeners.size === 0) {
        media?.addEventListener('change', onSystemChange);
        deps.eventTarget?.addEventListener('storage', onStorage);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          media?.removeEventListener('change', onSystemChange);
          deps.eventTarget?.removeEventListener('storage', onStorage);
        }
      };
    },
    setPreference(value) {
      if (!isColorPreference(value)) {
        deps.warn(`[color-mode] Unknown colour mode "${value}"; expected system, light or dark`);
        return;
      }
      preference = value;
      try {
        deps.storage?.setItem(COLOR_MODE_STORAGE_KEY, value);
      } catch {
        // not persisted, still applied for this visit
      }
      emit();
    },
    force(mode) {
      if (mode === 'system') {
        deps.warn('[color-mode] A page cannot force the "system" colour mode; use light or dark');
        return () => undefined;
      }
      if (mode !== 'light' && mode !== 'dark') {
        deps.warn(`[color-mode] Unknown colour mode "${mode}"; expected light or dark`);
        return () => undefined;
      }
      const entry: { mode: ColorMode } = { mode: mode === 'dark' ? 'dark' : 'light' };
      forcedStack.push(entry);
      emit();
      return () => {
        const index = forcedStack.indexOf(entry);
        if (index !== -1) forcedStack.splice(index, 1);
        emit();
      };
    },
  };
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export const colorModeStore: ColorModeStore = createColorModeStore({
  storage: typeof window === 'undefined' ? null : browserStorage(),
  matchMedia:
    typeof window !== 'undefined' && typeof window.matchMedia === 'function'
      ? (query) => window.matchMedia(query)
      : null,
  warn: (message) => console.warn(message),
  eventTarget: typeof window === 'undefined' ? null : window,
});

/** Mirrors the resolved mode on <html> (public/color-mode.js does the same before first paint). */
export function applyColorModeToDocument(mode: ColorMode, root: HTMLElement): void {
  root.dataset.theme = mode;
  root.style.colorScheme = mode;
}
