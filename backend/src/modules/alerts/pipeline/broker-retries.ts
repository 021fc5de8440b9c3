import type { BrokerUnavailableError } from '@/modules/brokers/brokers.public';

/**
 * A broker rate limited us or could not be reached while executing an alert. The pipeline
 * retries the alert itself, shortly, in the same job (so the member's later alerts keep waiting
 * behind it, in order): never the queue's long transient retries, because an order must not go
 * out long after its alert.
 */
export const BROKER_RETRIES = {
  /** Tries in all, the first included. */
  attempts: 4,
  /** Wait before retry n (1-based): baseMs × 2^(n-1) (1, 2, 4 s), or longer if the broker asks. */
  baseMs: 1000,
  /**
   * No retry starts later than this after the first try: the job stays far below the alerts
   * queue's stall limit (2 min), and the worker's other members are not held up for long.
   */
  windowMs: 30_000,
} as const;

/** Thrown out of the alert's transaction (rolled back): try again after a wait, or give up. */
export class BrokerRetryNeeded extends Error {
  constructor(
    readonly failure: BrokerUnavailableError,
    /** Epoch ms after which no order may go out: receipt + the alert's max_lag (or the default). */
    readonly deadlineMs: number,
  ) {
    super(`broker retry needed: ${failure.code}`, { cause: failure });
    this.name = 'BrokerRetryNeeded';
  }
}

/**
 * The wait before the next try, or null when there is none: attempts spent, or the next try
 * would start after the alert's deadline or past the retry window.
 */
export function nextBrokerRetryMs(
  attempt: number,
  retry: BrokerRetryNeeded,
  startedAtMs: number,
  nowMs: number,
): number | null {
  if (attempt >= BROKER_RETRIES.attempts) return null;
  const backoff = BROKER_RETRIES.baseMs * 2 ** (attempt - 1);
  const waitMs = Math.max(backoff, retry.failure.retryAfterMs ?? 0);
  const startsAt = nowMs + waitMs;
  if (startsAt > retry.deadlineMs) return null;
  if (startsAt - startedAtMs > BROKER_RETRIES.windowMs) return null;
  return waitMs;
}
