// How an answer (or its absence) becomes a RelayAttempt: which outcomes another attempt could
// change (retryable) and how long the destination asked us to wait.
import type { SafeHttpResult } from '@/common/net/safe-http.types';

import type { RelayAttempt } from '../relay-sender.port';

/** A destination asking for longer than this is retried after this (the queue's own backoff still applies). */
export const RETRY_AFTER_MAX_MS = 60 * 60 * 1000;

type Failed = Extract<SafeHttpResult, { kind: 'failed' }>;

/** The transport failed or refused: only a timeout or an unreachable destination may change. */
export function transportAttempt(result: Failed): RelayAttempt {
  return {
    ok: false,
    code: result.code,
    httpStatus: result.status,
    retryable: result.code === 'DESTINATION_UNREACHABLE' || result.code === 'DESTINATION_TIMEOUT',
    retryAfterMs: null,
    durationMs: result.durationMs,
  };
}

/**
 * The destination answered this status: 2xx is sent; 429 is rate limited (retried after the wait
 * it asked for); 408 and 5xx are retried; any other 4xx would be answered again.
 */
export function statusAttempt(
  status: number,
  durationMs: number,
  retryAfterMs: number | null = null,
): RelayAttempt {
  if (status >= 200 && status < 300) {
    return {
      ok: true,
      code: null,
      httpStatus: status,
      retryable: false,
      retryAfterMs: null,
      durationMs,
    };
  }
  if (status === 429) {
    return {
      ok: false,
      code: 'DESTINATION_RATE_LIMITED',
      httpStatus: status,
      retryable: true,
      retryAfterMs,
      durationMs,
    };
  }
  const permanent = status >= 400 && status < 500 && status !== 408;
  return {
    ok: false,
    code: 'DESTINATION_HTTP_ERROR',
    httpStatus: status,
    retryable: !permanent,
    retryAfterMs: permanent ? null : retryAfterMs,
    durationMs,
  };
}

/** Seconds (possibly fractional) to milliseconds, capped; null when not a usable number. */
export function secondsToMs(seconds: unknown): number | null {
  const value = typeof seconds === 'string' && seconds.trim() !== '' ? Number(seconds) : seconds;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  return Math.min(Math.ceil(value * 1000), RETRY_AFTER_MAX_MS);
}

/** An HTTP Retry-After header: delay-seconds or an HTTP date. */
export function retryAfterHeaderMs(
  header: string | string[] | undefined,
  nowMs: number = Date.now(),
): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === '') return null;
  if (/^\s*\d+(\.\d+)?\s*$/.test(value)) return secondsToMs(value);
  const at = Date.parse(value);
  if (Number.isNaN(at)) return null;
  return Math.min(Math.max(0, at - nowMs), RETRY_AFTER_MAX_MS);
}

/** The answer's body as JSON, or undefined when it is not JSON. */
export function jsonBody(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * At most maxUnits UTF-16 units (how Discord and Telegram count), cut with an ellipsis and
 * never through a surrogate pair.
 */
export function truncateText(text: string, maxUnits: number): string {
  if (text.length <= maxUnits) return text;
  let cut = maxUnits - 1;
  const last = text.charCodeAt(cut - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut -= 1;
  return `${text.slice(0, cut)}…`;
}
