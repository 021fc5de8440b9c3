// One request to Tradovate and what its transport says: a timeout, no connection or a 5xx is
// BROKER_UNAVAILABLE (retryable; for an order, ambiguous: the caller looks it up before sending
// again); 429 and 423 are BROKER_RATE_LIMITED with Retry-After; a penalty ticket (HTTP 200 with
// "p-ticket") is waited out here when short, the identical body sent again with the ticket,
// otherwise BROKER_RATE_LIMITED with p-time, the ticket kept for the next identical request.
import { CallDeadlinePassed, callDeadline } from './tradovate-deadline';
import { readPenalty, retryAfterMs } from './tradovate-responses';
import type { TradovateLedger } from './tradovate-store';
import { TradovateConnectionError } from './tradovate.port';

/** Tradovate asks for about an hour when it answers 429 without Retry-After, or a captcha. */
const LOCKOUT_MS = 60 * 60 * 1000;
/** A saved penalty ticket outlives its wait by this much, then a fresh request is made. */
const TICKET_GRACE_MS = 10 * 60 * 1000;

export interface TradovateHttpOptions {
  requestTimeoutMs: number;
  /** Penalties up to this long are waited out in the call; longer ones go back to the caller. */
  penaltyInlineWaitMaxMs: number;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

export interface TradovateRequest {
  /** https://demo.tradovateapi.com/v1 */
  baseUrl: string;
  method: 'GET' | 'POST';
  /** /order/placeorder */
  path: string;
  query?: Record<string, string | number>;
  token?: string;
  body?: Record<string, unknown>;
  /** Whose request (a connection id): penalty tickets are kept per scope and endpoint. */
  scope: string;
}

export interface TradovateResponse {
  status: number;
  body: unknown;
}

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

export class TradovateHttp {
  constructor(
    private readonly ledger: TradovateLedger,
    private readonly options: TradovateHttpOptions,
  ) {}

  async call(request: TradovateRequest): Promise<TradovateResponse> {
    const ticketScope = `${request.scope}:${request.method} ${request.path}`;
    // Only a body can carry a ticket back (Tradovate: "the identical request body" plus p-ticket).
    let ticket = request.method === 'POST' ? await this.savedTicket(ticketScope) : null;
    for (let attempt = 0; ; attempt += 1) {
      const response = await this.send(request, ticket);
      if (response.status === 429 || response.status === 423) {
        const wait = retryAfterMs(response.retryAfter, this.options.now());
        throw new TradovateConnectionError('BROKER_RATE_LIMITED', true, wait ?? LOCKOUT_MS);
      }
      if (response.status >= 500) {
        throw new TradovateConnectionError('BROKER_UNAVAILABLE', true, null, {
          status: response.status,
        });
      }
      const penalty = response.status === 200 ? readPenalty(response.body) : undefined;
      if (!penalty) {
        if (ticket !== null) await this.forgetTicket(ticketScope);
        return { status: response.status, body: response.body };
      }
      if (penalty.captcha) {
        // Only a person can answer the captcha: retrying from a server only prolongs it.
        throw new TradovateConnectionError('BROKER_RATE_LIMITED', false, LOCKOUT_MS);
      }
      if (attempt === 0 && penalty.waitMs <= this.options.penaltyInlineWaitMaxMs) {
        await this.options.sleep(penalty.waitMs);
        ticket = request.method === 'POST' ? penalty.ticket : null;
        continue;
      }
      if (request.method === 'POST') {
        await this.keepTicket(ticketScope, penalty.ticket, penalty.waitMs + TICKET_GRACE_MS);
      }
      throw new TradovateConnectionError('BROKER_RATE_LIMITED', true, penalty.waitMs);
    }
  }

  private async send(
    request: TradovateRequest,
    ticket: string | null,
  ): Promise<TradovateResponse & { retryAfter: string | null }> {
    const url = new URL(`${request.baseUrl}${request.path}`);
    for (const [key, value] of Object.entries(request.query ?? {})) {
      url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    if (request.token !== undefined) headers.authorization = `Bearer ${request.token}`;
    let body: string | undefined;
    if (request.method === 'POST') {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(
        ticket === null ? request.body : { ...request.body, 'p-ticket': ticket },
      );
    }
    // The call's deadline (tradovate-deadline.ts) shortens the request's own timeout; past it,
    // nothing is sent: the same retryable BROKER_UNAVAILABLE as a timeout, looked up before any
    // order is sent again.
    const deadline = callDeadline();
    const leftMs = deadline === undefined ? Infinity : deadline - this.options.now();
    if (leftMs <= 0) {
      throw new TradovateConnectionError(
        'BROKER_UNAVAILABLE',
        true,
        null,
        new CallDeadlinePassed(),
      );
    }
    try {
      const response = await fetch(url, {
        method: request.method,
        headers,
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(Math.min(this.options.requestTimeoutMs, leftMs)),
      });
      const text = await response.text();
      return {
        status: response.status,
        body: parseJson(text),
        retryAfter: response.headers.get('retry-after'),
      };
    } catch (error) {
      // Timeout, refused or reset connection: we cannot know whether Tradovate acted on it.
      throw new TradovateConnectionError('BROKER_UNAVAILABLE', true, null, error);
    }
  }

  private async savedTicket(scope: string): Promise<string | null> {
    try {
      return await this.ledger.penaltyTicket(scope);
    } catch {
      return null; // a lost ticket costs a new penalty, not a failed call
    }
  }

  private async keepTicket(scope: string, ticket: string, ttlMs: number): Promise<void> {
    try {
      await this.ledger.savePenaltyTicket(scope, ticket, ttlMs);
    } catch {
      // Without Redis the next request gets a new ticket; the rate-limit error still goes up.
    }
  }

  private async forgetTicket(scope: string): Promise<void> {
    try {
      await this.ledger.clearPenaltyTicket(scope);
    } catch {
      // It expires on its own.
    }
  }
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
