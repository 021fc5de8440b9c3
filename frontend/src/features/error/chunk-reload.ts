/**
 * A tab left open across a deploy asks for chunks the new build no longer has. One page reload
 * fetches the new build; a second failure within RELOAD_GUARD_MS (spec §9, "Build-manifest reload
 * guard 10 seconds") means reloading does not help, so the caller shows the 500 view instead.
 */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_STORAGE_KEY = 'tickrelay:chunk-reload-at';

// Chromium, Firefox, Safari and Vite's own preload failure, in that order.
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i;

export function isChunkLoadError(error: unknown): boolean {
  const message =
    error instanceof Error
      ? `${error.name}: ${error.message}`
      : typeof error === 'string'
        ? error
        : '';
  return CHUNK_FAILURE.test(message);
}

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
  reload: () => void;
}

function browserDeps(): ReloadDeps {
  let storage: ReloadDeps['storage'] = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null; // storage blocked: no guard possible, so no reload either (see below)
  }
  return { storage, now: () => Date.now(), reload: () => window.location.reload() };
}

/**
 * Reloads the page unless it already did so within the guard window. Returns true when a reload
 * was started (the caller then renders nothing while the page goes away).
 */
export function reloadOnceForNewBuild(deps: ReloadDeps = browserDeps()): boolean {
  const { storage, now, reload } = deps;
  // Without storage a reload could not tell it already happened: it might loop, so never reload.
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(RELOAD_STORAGE_KEY) ?? '');
    const time = now();
    if (Number.isFinite(last) && last > 0 && time - last >= 0 && time - last < RELOAD_GUARD_MS) {
      return false;
    }
    storage.setItem(RELOAD_STORAGE_KEY, String(time));
  } catch {
    return false;
  }
  reload();
  return true;
}
