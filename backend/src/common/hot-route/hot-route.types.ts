import type { IncomingMessage } from 'node:http';

import type { RateLimitName } from '@/common/rate-limit/rate-limits';

import type { BodyMediaType } from './body-reader';
import type { BodyValidator } from './json-schema.validator';

/** What a hot route's handler gets: the body read, parsed and validated, and who sent it. */
export interface HotRequest<B> {
  /** X-Request-Id (echoed on the response). */
  readonly id: string;
  /** `:name` segments of the route's path. */
  readonly params: Readonly<Record<string, string>>;
  readonly body: B;
  /** The client as express' req.ip would report it: X-Forwarded-For only from TRUSTED_PROXY_CIDRS. */
  readonly clientAddress: string;
  /** Headers and the rest; the body stream is already consumed. */
  readonly raw: IncomingMessage;
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
}

export interface HotRouteRateLimit {
  /** The named limit of rate-limits.ts: the same Redis counters as @RateLimit(name). */
  name: RateLimitName;
  /** What is counted; the client address by default (e.g. a webhook token from the params). */
  key?: (request: { params: Readonly<Record<string, string>>; clientAddress: string }) => string;
}

/**
 * A route served on the HTTP server ahead of express and Nest. Everything a route needs besides
 * its work is declared here and done by the kit: body limit, content types, parsing, validation,
 * rate limit, request id, log line, metric and the API's localised error shape.
 */
export interface HotRoute<B> {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Full path including /api; `:name` matches one segment. Also the metric's route label. */
  path: string;
  body: [B] extends [string] ? JsonBodyRule<B> | TextBodyRule : JsonBodyRule<B>;
  rateLimit?: HotRouteRateLimit;
  /** Answers the request; throw an AppException (or any error) for the API's error shape. */
  handle(request: HotRequest<B>): Promise<HotResponse>;
}
