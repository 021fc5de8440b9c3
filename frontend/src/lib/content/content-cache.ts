// Content (rendered Markdown) is loaded before a page renders: a route's `loader` calls
// preloadContent, the component reads synchronously with readContent. The static render at build
// time and the hydrating client therefore produce the same HTML, and no public page fetches its
// text in an effect. useContent is the fallback when no loader ran (it suspends until loaded).
type Entry =
  | { status: 'pending'; promise: Promise<unknown> }
  | { status: 'ready'; value: unknown }
  | { status: 'error'; error: unknown; promise: Promise<unknown> };

const cache = new Map<string, Entry>();

/** Loads once per key; later calls return the same value (a failed load is tried again). */
export function preloadContent<T>(key: string, load: () => Promise<T>): Promise<T> {
  const known = cache.get(key);
  if (known?.status === 'ready') return Promise.resolve(known.value as T);
  if (known?.status === 'pending') return known.promise as Promise<T>;
  const promise = load().then(
    (value) => {
      cache.set(key, { status: 'ready', value });
      return value;
    },
    (error: unknown) => {
      cache.set(key, { status: 'error', error, promise });
      throw error;
    },
  );
  cache.set(key, { status: 'pending', promise });
  return promise;
}

export function hasContent(key: string): boolean {
  return cache.get(key)?.status === 'ready';
}

/** The preloaded value; throws when the route's loader did not preload this key. */
export function readContent<T>(key: string): T {
  const entry = cache.get(key);
  if (entry?.status === 'ready') return entry.value as T;
  if (entry?.status === 'error') throw entry.error;
  throw new Error(
    `Content "${key}" was read before it was loaded: preload it in the route's loader (preloadContent) or read it with useContent`,
  );
}

/**
 * Reads `key`, loading it when no loader preloaded it: suspends (throws the promise) while it
 * loads, so a <Suspense> boundary shows its fallback; a failed load throws to the error boundary.
 */
export function useContent<T>(key: string, load: () => Promise<T>): T {
  const entry = cache.get(key);
  if (entry?.status === 'ready') return entry.value as T;
  if (entry?.status === 'error') throw entry.error;
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense's protocol
  throw entry?.promise ?? preloadContent(key, load);
}

/** Tests only: forget everything. */
export function clearContentCache(): void {
  cache.clear();
}
