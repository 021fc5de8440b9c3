// The spec's retry policy for the api client: which statuses are retried, how many times per
// method (0 for writes, 1 for reads), how long to wait (Retry-After, capped, else a fixed backoff)
// and an abortable wait.
import type { HttpMethod } from './api-client';

export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);
const WRITE_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Delay before a retry when the server gives no Retry-After. */
export const RETRY_BACKOFF_MS = 300;
/** A server asking us to wait longer than this would leave the UI hanging; we wait at most this. */
export const RETRY_AFTER_CAP_MS = 5000;

export function defaultRetries(method: HttpMethod): number {
  return WRITE_METHODS.has(method) ? 0 : 1;
}

/** Milliseconds a Retry-After header (delta-seconds or HTTP date) asks for, not capped. */
export function retryAfterMs(value: string | null, now: number = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** Milliseconds to wait from a Retry-After header (delta-seconds or HTTP date), capped. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  const ms = retryAfterMs(value, now);
  return ms === null ? null : Math.min(Math.max(0, ms), RETRY_AFTER_CAP_MS);
}

/** Waits `ms`; an abort of `signal` ends the wait with the signal's reason. */
export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
