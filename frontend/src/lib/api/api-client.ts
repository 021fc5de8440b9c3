// HTTP client of the SPA for the product's own `/api/...` endpoints (same origin, cookie session).
// Retry policy from the spec (retry-policy.ts): 0 retries for write methods, 1 for the others, only
// on a fixed set of statuses and on network failures.
import {
  defaultRetries,
  parseRetryAfter,
  RETRY_BACKOFF_MS,
  RETRYABLE_STATUSES,
  retryAfterMs,
  wait,
} from './retry-policy';
import { stepUpGranted } from './step-up-prompt';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Number of retries; defaults to 0 for POST, PUT, PATCH, DELETE and 1 for GET. */
  retry?: number;
  /** Aborts the request (and any pending retry); the AbortError is rethrown as is. */
  signal?: AbortSignal;
  /** Per-attempt timeout; a timed-out attempt counts as a network failure (code TIMEOUT). */
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** Overrides the Accept-Language header (defaults to `<html lang>`). */
  locale?: string;
  query?: Record<string, QueryValue>;
  /** Leaves a 401 TOKEN_EXPIRED as it is instead of refreshing the session and retrying once. */
  skipSessionRefresh?: boolean;
}

export interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  details?: Record<string, string>;
  retryAfterSeconds?: number;
}

/** Every failure of the client: HTTP errors (backend error shape), network errors (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details?: Record<string, string>;
  /**
   * How long the server asked us to wait (429 or 503 with Retry-After), in whole seconds and not
   * capped, so a page can tell the member when to try again.
   */
  readonly retryAfterSeconds?: number;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    if (init.details) this.details = init.details;
    if (init.retryAfterSeconds !== undefined) this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export const NETWORK_ERROR = 'NETWORK_ERROR';
export const TIMEOUT_ERROR = 'TIMEOUT';
/** 401 code of the API when the access token expired but a refresh token is present. */
export const TOKEN_EXPIRED = 'TOKEN_EXPIRED';

/**
 * Refreshes the session (POST /api/auth/refresh) after a 401 TOKEN_EXPIRED; resolves true when the
 * request may be retried. Registered by the session client (lib/guards/auth-store).
 */
export type SessionRefresher = () => Promise<boolean>;

let sessionRefresher: SessionRefresher | null = null;

/** Installs (or, with null, removes) the refresher used for refresh-and-retry-once. */
export function setSessionRefresher(refresher: SessionRefresher | null): void {
  sessionRefresher = refresher;
}

function resolveUrl(path: string, query?: Record<string, QueryValue>): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(path) || path.startsWith('//')) {
    throw new TypeError(`api-client only calls relative /api URLs, got ${path}`);
  }
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  let url = /^\/api(\/|\?|$)/.test(withSlash) ? withSlash : `/api${withSlash}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) params.append(key, String(value));
    }
    const qs = params.toString();
    if (qs) url += (url.includes('?') ? '&' : '?') + qs;
  }
  return url;
}

function currentLocale(): string {
  if (typeof document === 'undefined') return 'en';
  return document.documentElement.lang || 'en';
}

function isRecordOfStrings(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

/** Builds an ApiError from a non-2xx response using the backend's `{statusCode, error, message, details?}`. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  const fallback = response.statusText || `HTTP ${response.status}`;
  const waitMs =
    response.status === 429 || response.status === 503
      ? retryAfterMs(response.headers.get('retry-after'))
      : null;
  const retryAfter = waitMs === null ? {} : { retryAfterSeconds: Math.ceil(waitMs / 1000) };
  let body: unknown = null;
  try {
    const text = await response.text();
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    body = null;
  }
  if (typeof body === 'object' && body !== null) {
    const shape = body as Record<string, unknown>;
    const message = Array.isArray(shape.message)
      ? shape.message.filter((m) => typeof m === 'string').join('; ')
      : typeof shape.message === 'string'
        ? shape.message
        : fallback;
    return new ApiError({
      status: response.status,
      code:
        typeof shape.error === 'string' && shape.error ? shape.error : `HTTP_${response.status}`,
      message: message || fallback,
      ...(isRecordOfStrings(shape.details) ? { details: shape.details } : {}),
      ...retryAfter,
    });
  }
  return new ApiError({
    status: response.status,
    code: `HTTP_${response.status}`,
    message: fallback,
    ...retryAfter,
  });
}

async function parseBody<T>(response: Response): Promise<T> {
  if (response.status === 204 || response.status === 205) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('json') ? JSON.parse(text) : text) as T;
}

interface AttemptFailure {
  error: ApiError;
  retryable: boolean;
  delayMs: number;
}

async function attempt<T>(
  method: HttpMethod,
  url: string,
  init: RequestInit,
  opts: RequestOptions,
): Promise<{ ok: true; value: T } | ({ ok: false } & AttemptFailure)> {
  const controller = new AbortController();
  const onCallerAbort = (): void => controller.abort(opts.signal?.reason);
  opts.signal?.addEventListener('abort', onCallerAbort, { once: true });
  let timedOut = false;
  const timer =
    opts.timeoutMs !== undefined
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, opts.timeoutMs)
      : undefined;
  try {
    const response = await fetch(url, { ...init, method, signal: controller.signal });
    if (response.ok) return { ok: true, value: await parseBody<T>(response) };
    const error = await errorFromResponse(response);
    const retryAfter =
      response.status === 429 || response.status === 503
        ? parseRetryAfter(response.headers.get('retry-after'))
        : null;
    return {
      ok: false,
      error,
      retryable: RETRYABLE_STATUSES.has(response.status),
      delayMs: retryAfter ?? RETRY_BACKOFF_MS,
    };
  } catch (cause) {
    if (opts.signal?.aborted) throw cause;
    const error = new ApiError({
      status: 0,
      code: timedOut ? TIMEOUT_ERROR : NETWORK_ERROR,
      message: timedOut ? 'The request timed out' : 'The server could not be reached',
    });
    return { ok: false, error, retryable: true, delayMs: RETRY_BACKOFF_MS };
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/**
 * Sends one API request. `body` is JSON-encoded (FormData is sent as is); for GET a plain object
 * body becomes the query string, since fetch cannot send a GET body.
 */
export async function request<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  opts: RequestOptions = {},
): Promise<T> {
  const query =
    method === 'GET' && body !== undefined && body !== null
      ? { ...(body as Record<string, QueryValue>), ...opts.query }
      : opts.query;
  const url = resolveUrl(path, query);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': opts.locale ?? currentLocale(),
    ...opts.headers,
  };
  const init: RequestInit = { credentials: 'same-origin', headers };
  if (method !== 'GET' && body !== undefined) {
    if (body instanceof FormData) {
      init.body = body;
    } else {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
  }

  const retries = Math.max(0, opts.retry ?? defaultRetries(method));
  const send = async (): Promise<T> => {
    for (let tries = 0; ; tries += 1) {
      const result = await attempt<T>(method, url, init, opts);
      if (result.ok) return result.value;
      if (!result.retryable || tries >= retries) throw result.error;
      await wait(result.delayMs, opts.signal);
    }
  };

  try {
    return await send();
  } catch (error) {
    // 403 STEP_UP_REQUIRED: once the member proved themselves in the prompt, the same request again.
    if (await stepUpGranted(error)) return send();
    const refresher = sessionRefresher;
    const expired =
      error instanceof ApiError && error.status === 401 && error.code === TOKEN_EXPIRED;
    if (!expired || !refresher || opts.skipSessionRefresh) throw error;
    // Once: a second TOKEN_EXPIRED (or a failed refresh) goes to the caller.
    if (!(await refresher())) throw error;
    return send();
  }
}

export const api = {
  get: <T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T> =>
    request<T>('GET', path, body, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T> =>
    request<T>('POST', path, body, opts),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T> =>
    request<T>('PUT', path, body, opts),
  patch: <T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T> =>
    request<T>('PATCH', path, body, opts),
  delete: <T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T> =>
    request<T>('DELETE', path, body, opts),
};

/** Key of the `ui` namespace message for an error the backend did not localise (status 0 ones). */
export function apiErrorMessageKey(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === NETWORK_ERROR) return 'ui.apiError.network';
    if (error.code === TIMEOUT_ERROR) return 'ui.apiError.timeout';
    if (error.status === 429) return 'ui.apiError.rateLimited';
  }
  return 'ui.apiError.generic';
}

/**
 * A message to show for an API failure: the backend's localised message when it sent one,
 * otherwise the `ui` namespace's fallback for that kind of failure.
 */
export function apiErrorMessage(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError && error.status > 0 && error.code !== `HTTP_${error.status}`) {
    return error.message;
  }
  return t(apiErrorMessageKey(error));
}
