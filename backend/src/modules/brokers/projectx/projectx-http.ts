// One request to a ProjectX Gateway API host and what its transport says. Every call is a POST
// with a JSON body. A timeout, no connection or a 5xx is BROKER_UNAVAILABLE (retryable; for an
// order, ambiguous: the order is looked up by its customTag before it is ever sent again); 429 is
// BROKER_RATE_LIMITED, retryable after Retry-After or, without it, the documented window (200
// requests in 60 s); 401 is the token's refusal, returned for the caller to replace the token.
// Refusals come as HTTP 200 with success false (readGateway). The call's deadline
// (../tradovate/tradovate-deadline.ts, broker-neutral) bounds every request of one call.
import { callDeadline } from '../tradovate/tradovate-deadline';
import { ProjectXConnectionError } from './projectx.port';

/** ProjectX's documented window: without Retry-After, a 429 waits for it to pass. */
const RATE_WINDOW_MS = 60_000;

export interface ProjectXHttpOptions {
  requestTimeoutMs: number;
  now: () => number;
}

export interface ProjectXResponse {
  status: number;
  body: unknown;
}

/** A gateway answer: ok with its body, or ProjectX's refusal in its own words. */
export type GatewayAnswer<T> =
  { ok: true; body: T } | { ok: false; errorCode: number; errorMessage: string };

export class ProjectXHttp {
  constructor(private readonly options: ProjectXHttpOptions) {}

  async post(
    baseUrl: string,
    path: string,
    body: object,
    token?: string,
  ): Promise<ProjectXResponse> {
    const deadline = callDeadline();
    const leftMs = deadline === undefined ? Infinity : deadline - this.options.now();
    if (leftMs <= 0) {
      throw new ProjectXConnectionError('BROKER_UNAVAILABLE', true, null, 'call deadline passed');
    }
    const headers: Record<string, string> = {
      accept: 'application/json',
      'content-type': 'application/json',
    };
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        redirect: 'error',
        signal: AbortSignal.timeout(Math.min(this.options.requestTimeoutMs, leftMs)),
      });
      text = await response.text();
    } catch (error) {
      // Timeout, refused or reset: ProjectX may have acted on it.
      throw new ProjectXConnectionError('BROKER_UNAVAILABLE', true, null, error);
    }
    if (response.status === 429) {
      const wait = retryAfterMs(response.headers.get('retry-after'), this.options.now());
      throw new ProjectXConnectionError('BROKER_RATE_LIMITED', true, wait ?? RATE_WINDOW_MS);
    }
    if (response.status >= 500) {
      throw new ProjectXConnectionError('BROKER_UNAVAILABLE', true, null, {
        status: response.status,
      });
    }
    return { status: response.status, body: parseJson(text) };
  }
}

/** The gateway's envelope: success true with the body, or errorCode + errorMessage. */
export function readGateway<T>(body: unknown): GatewayAnswer<T> {
  if (typeof body !== 'object' || body === null) {
    return { ok: false, errorCode: -1, errorMessage: 'ProjectX answered without a body' };
  }
  const envelope = body as { success?: unknown; errorCode?: unknown; errorMessage?: unknown };
  if (envelope.success === true) return { ok: true, body: body as T };
  return {
    ok: false,
    errorCode: typeof envelope.errorCode === 'number' ? envelope.errorCode : -1,
    errorMessage:
      typeof envelope.errorMessage === 'string' && envelope.errorMessage !== ''
        ? envelope.errorMessage.slice(0, 500)
        : 'ProjectX refused the request',
  };
}

/** Retry-After in seconds or as an HTTP date, in ms from now; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
