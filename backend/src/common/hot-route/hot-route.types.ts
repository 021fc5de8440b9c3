import type { IncomingMessage } from 'node:http';

import type { RateLimitName } from '@/common/rate-limit/rate-limits';

import type { BodyMediaType } from './body-reader';
import type { BodyValidator } from './json-schema.validator';

/** What the kit knows of a request before its body arrives. */
export interface HotRequestHead {
  /** X-Request-Id (echoed on the response). */
  readonly id: string;
  /** `:name` segments of the route's path. */
  readonly params: Readonly<Record<string, string>>;
  /** The client as express' req.ip would report it: X-Forwarded-For only from TRUSTED_PROXY_CIDRS. */
  readonly clientAddress: string;
  /** Headers and the rest; the body stream belongs to the kit. */
  readonly raw: IncomingMessage;
}

/** What a hot route's handler gets: the body read, parsed and validated, and who sent it. */
export interface HotRequest<B, C = undefined> extends HotRequestHead {
  readonly body: B;
  /** What the route's resolve() returned (undefined without one). */
  readonly context: C;
  /** When the kit took the request: milliseconds since the epoch, sub-millisecond precision. */
  readonly receivedAtMs: number;
}

export interface HotResponse {
  status: number;
  /** Sent as JSON; omitted: an empty body. */
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
}

interface BodyRule {
  /** Byte limit in the notation of body-limits.ts ('64kb'); 413 past it, declared or streamed. */
  limit: string;
  /** Accepted Content-Types (415 otherwise); all read as UTF-8. */
  mediaTypes: readonly BodyMediaType[];
  /** Accept a request without Content-Type (a beacon's BufferSource). */
  allowMissingType?: boolean;
}

/** Parsed as JSON (400 INVALID_JSON), then checked (400 VALIDATION_FAILED with details). */
export interface JsonBodyRule<B> extends BodyRule {
  parse: 'json';
  validator: BodyValidator<B>;
}

/** Handed over as the string it is; the handler decides what it means. */
export interface TextBodyRule extends BodyRule {
  parse: 'text';
  /**
   * true (the default): text PostgreSQL cannot store (NUL, lone surrogates) is refused with 400.
   * false: handed over too, for a handler that records what arrived and judges it later.
   */
  refuseUnstorable?: boolean;
}

export interface HotRouteRateLimit<C = undefined> {
  /** The named limit of rate-limits.ts: the same Redis counters as @RateLimit(name). */
  name: RateLimitName;
  /**
   * What is counted; the client address by default (e.g. a webhook token from the params, or
   * what resolve() made of it).
   */
  key?: (request: {
    params: Readonly<Record<string, string>>;
    clientAddress: string;
    context: C;
  }) => string;
}

/**
 * A route served on the HTTP server ahead of express and Nest. Everything a route needs besides
 * its work is declared here and done by the kit: body limit, content types, parsing, validation,
 * rate limit, request id, log line, metric and the API's localised error shape.
 */
export interface HotRoute<B, C = undefined> {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Full path including /api; `:name` matches one segment. Also the metric's route label. */
  path: string;
  /** Path parameters that are secrets (a token): the log lines show "redacted" in their place. */
  secretParams?: readonly string[];
  body: [B] extends [string] ? JsonBodyRule<B> | TextBodyRule : JsonBodyRule<B>;
  /**
   * Work that needs only the path, the headers and the client (e.g. a token → its owner), run
   * while the body arrives, before the rate limit; its result is `context` for the limit's key and
   * the handler. An error it throws answers the request.
   */
  resolve?(request: HotRequestHead): Promise<C>;
  rateLimit?: HotRouteRateLimit<C>;
  /** Answers the request; throw an AppException (or any error) for the API's error shape. */
  handle(request: HotRequest<B, C>): Promise<HotResponse>;
}
