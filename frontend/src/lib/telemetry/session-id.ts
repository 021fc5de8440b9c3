import { randomUuid } from './random-id';

export const SESSION_STORAGE_KEY = 'telemetry_session_id';
// What the API accepts as a session id.
const VALID_SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;

let memoryFallback: string | null = null;

/**
 * The browser's telemetry session id, kept in localStorage so it survives reloads and spans tabs.
 * Storage can be disabled or full; the id then lives for the page's lifetime only.
 */
export function getSessionId(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeStorage(),
): string {
  try {
    const stored = storage?.getItem(SESSION_STORAGE_KEY);
    if (stored && VALID_SESSION_ID.test(stored)) return stored;
    const fresh = randomUuid();
    storage?.setItem(SESSION_STORAGE_KEY, fresh);
    if (storage) return fresh;
  } catch {
    // Fall through to the in-memory id.
  }
  memoryFallback ??= randomUuid();
  return memoryFallback;
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
