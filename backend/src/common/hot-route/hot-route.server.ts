import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';

import { HttpStatus, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ROOT_FIELD } from '@tickrelay/contracts/errors/detail-codes';
import type { Application } from 'express';
import { PinoLogger } from 'nestjs-pino';
import proxyAddr from 'proxy-addr';

import { AppException } from '@/common/errors/app.exception';
import { assignRequestId } from '@/common/http/request-id';
import { HttpMetrics } from '@/common/metrics/http-metrics.service';
import { findUnstorableText, UNSTORABLE_TEXT_CODE } from '@/common/validation/storable-text';
import { UNSTORABLE_TEXT_MESSAGE_KEY } from '@/common/validation/validation.pipe';

import { isAcceptedContentType, parseByteLimit, readBody } from './body-reader';
import { HotRouteErrorResponder } from './hot-route-error.responder';
import { HotRouteRateLimiter } from './hot-route-rate-limiter';
import type {
  HotRequestHead,
  HotResponse,
  HotRoute,
  JsonBodyRule,
  TextBodyRule,
} from './hot-route.types';
import {
  compileLogUrl,
  compilePathPattern,
  type PathMatcher,
  pathOf,
  type RouteParams,
} from './route-pattern';

type TrustFunction = (address: string, hop: number) => boolean;

interface CompiledRoute {
  route: HotRoute<unknown, unknown>;
  match: PathMatcher;
  /** The request URL as log lines show it (secret params redacted). */
  logUrl: (url: string | undefined) => string;
  limitBytes: number;
  contentTypes: {
    mediaTypes: HotRoute<unknown, unknown>['body']['mediaTypes'];
    allowMissing: boolean;
  };
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch (error) {
    throw new AppException(HttpStatus.BAD_REQUEST, 'INVALID_JSON', undefined, { cause: error });
  }
}

/**
 * Text PostgreSQL cannot store (NUL, lone surrogates) anywhere in the body: 400 naming each field,
 * as the global validation pipe answers for the Nest routes, before any schema rule.
 */
function refuseUnstorableText(body: unknown): void {
  const paths = findUnstorableText(body);
  if (paths.length === 0) return;
  throw new AppException(
    HttpStatus.BAD_REQUEST,
    'VALIDATION_FAILED',
    Object.fromEntries(paths.map((path) => [path || ROOT_FIELD, UNSTORABLE_TEXT_CODE])),
    { messageKey: UNSTORABLE_TEXT_MESSAGE_KEY },
  );
}

/**
 * The hot-route kit: routes answered on the HTTP server before express and Nest see the request
 * (every other request goes on to them unchanged). A Nest route spends most of its time in the
 * router, guards, pipes and the per-request logger rather than in the work itself; a hot route
 * does only what it needs, with the app's own parts:
 *
 * - request id (echoed) and one log line per request, like every route (a route's secret path
 *   parameters, e.g. a webhook token, shown as "redacted"), and the
 *   http_request_duration_seconds metric labelled with the route's pattern;
 * - the body read raw with the route's byte limit, as JSON or text/plain, parsed and validated
 *   with a schema compiled at boot, after every string of it was checked for text PostgreSQL
 *   cannot store (NUL, lone surrogates: 400 with `invalid_characters` on the field; a text
 *   route may take such text as it came);
 * - the route's resolve() (what the path alone tells, e.g. a token's owner), then the client
 *   counted against the route's named limit in Redis, while the body arrives, by the address
 *   express would report (X-Forwarded-For only through TRUST_PROXY) or the route's own key;
 * - errors in the API's one shape, localised.
 *
 * Feature modules register their routes (register()) while the application initialises; the kit
 * puts itself in front of express once it bootstraps, before the server listens.
 */
@Injectable()
export class HotRouteServer implements OnApplicationBootstrap {
  private readonly routes: CompiledRoute[] = [];
  private trust: TrustFunction = () => false;
  private installed = false;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly rateLimiter: HotRouteRateLimiter,
    private readonly errors: HotRouteErrorResponder,
    private readonly metrics: HttpMetrics,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext('HotRoute');
  }

  /** Call from a provider's constructor or onModuleInit; a route registered twice is a boot error. */
  register<B, C = undefined>(route: HotRoute<B, C>): void {
    if (this.installed) throw new Error(`hot route ${route.path} registered after start-up`);
    const clash = this.routes.find(
      (other) => other.route.method === route.method && other.route.path === route.path,
    );
    if (clash) throw new Error(`hot route ${route.method} ${route.path} registered twice`);
    this.routes.push({
      route: route as unknown as HotRoute<unknown, unknown>,
      match: compilePathPattern(route.path),
      logUrl: compileLogUrl(route.path, route.secretParams),
      limitBytes: parseByteLimit(route.body.limit),
      contentTypes: {
        mediaTypes: route.body.mediaTypes,
        allowMissing: route.body.allowMissingType ?? false,
      },
    });
  }

  /** Puts the kit in front of the express app on the server Nest created (not yet listening). */
  onApplicationBootstrap(): void {
    this.installed = true;
    if (this.routes.length === 0) return;
    const adapter = this.adapterHost.httpAdapter;
    const server = adapter.getHttpServer() as Server;
    const app = adapter.getInstance<Application>();
    // The same compiled 'trust proxy' setting express uses for req.ip.
    this.trust = (app.get('trust proxy fn') as TrustFunction | undefined) ?? this.trust;
    const others = server.listeners('request') as RequestListener[];
    server.removeAllListeners('request');
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const found = this.find(request);
      if (found) {
        this.handle(found.compiled, found.params, request, response).catch((error: unknown) => {
          // handle() answers every error itself; this is the last resort if answering failed.
          this.logger.error({ err: error }, 'hot route handler failed');
          if (!response.headersSent) response.writeHead(HttpStatus.INTERNAL_SERVER_ERROR);
          response.end();
        });
        return;
      }
      for (const listener of others) listener(request, response);
    });
  }

  private find(
    request: IncomingMessage,
  ): { compiled: CompiledRoute; params: RouteParams } | undefined {
    const method = request.method;
    let path: string | undefined;
    for (const compiled of this.routes) {
      if (compiled.route.method !== method) continue;
      path ??= pathOf(request.url);
      const params = compiled.match(path);
      if (params) return { compiled, params };
    }
    return undefined;
  }

  private async handle(
    compiled: CompiledRoute,
    params: RouteParams,
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<void> {
    const started = performance.now();
    const receivedAtMs = performance.timeOrigin + started;
    const { route } = compiled;
    const id = assignRequestId(request, response);
    const clientAddress = proxyAddr(request, this.trust);
    response.once('finish', () =>
      this.record(compiled, request, response, id, clientAddress, started),
    );
    try {
      if (!isAcceptedContentType(request.headers['content-type'], compiled.contentTypes)) {
        request.resume();
        throw new AppException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'UNSUPPORTED_MEDIA_TYPE');
      }
      const head: HotRequestHead = { id, params, clientAddress, raw: request };
      const [context, raw] = await Promise.all([
        this.admit(route, head, response),
        readBody(request, compiled.limitBytes),
      ]);
      const body = this.parse(route, raw);
      this.send(response, await route.handle({ ...head, body, context, receivedAtMs }));
    } catch (error) {
      this.errors.respond(request, response, error, compiled.logUrl(request.url));
    }
  }

  /** The route's resolve(), then its rate limit (keyed by what resolve() found, if it likes). */
  private async admit(
    route: HotRoute<unknown, unknown>,
    head: HotRequestHead,
    response: ServerResponse,
  ): Promise<unknown> {
    const context = route.resolve ? await route.resolve(head) : undefined;
    const limit = route.rateLimit;
    if (limit) {
      const { params, clientAddress } = head;
      await this.rateLimiter.consume(
        limit.name,
        limit.key
          ? limit.key({ params, clientAddress, context })
          : HotRouteRateLimiter.addressTracker(clientAddress),
        response,
      );
    }
    return context;
  }

  private parse(route: HotRoute<unknown, unknown>, raw: string): unknown {
    const rule = route.body as JsonBodyRule<unknown> | TextBodyRule;
    if (rule.parse === 'text') {
      if (rule.refuseUnstorable ?? true) refuseUnstorableText(raw);
      return raw;
    }
    const parsed = parseJson(raw);
    // A NUL or a lone surrogate reaches a JSON body only as a \u escape: most bodies skip the walk.
    if (raw.includes('\\u')) refuseUnstorableText(parsed);
    const result = rule.validator.validate(parsed);
    if (!result.ok) {
      throw new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', result.details);
    }
    return result.value;
  }

  private send(response: ServerResponse, answer: HotResponse): void {
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    const headers: Record<string, string | number> = {
      ...answer.headers,
      'Content-Length': Buffer.byteLength(text),
    };
    if (text !== '') headers['Content-Type'] = 'application/json; charset=utf-8';
    response.writeHead(answer.status, headers);
    response.end(text);
  }

  /** One line per request, as the request logger writes for the other routes, and the metric. */
  private record(
    { route, logUrl }: CompiledRoute,
    request: IncomingMessage,
    response: ServerResponse,
    requestId: string,
    address: string,
    started: number,
  ): void {
    const status = response.statusCode;
    const responseTime = Math.round(performance.now() - started);
    this.metrics.duration.observe(
      { method: route.method, route: route.path, status_code: String(status) },
      responseTime / 1000,
    );
    const line = {
      reqId: requestId,
      req: {
        id: requestId,
        method: request.method,
        url: logUrl(request.url),
        remoteAddress: address,
      },
      res: { statusCode: status },
      responseTime,
    };
    if (status >= 500) this.logger.error(line, 'request completed');
    else if (status >= 400) this.logger.warn(line, 'request completed');
    else this.logger.info(line, 'request completed');
  }
}
