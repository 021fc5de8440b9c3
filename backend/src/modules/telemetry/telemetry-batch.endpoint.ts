import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';

import { HttpStatus, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Application } from 'express';
import { PinoLogger } from 'nestjs-pino';
import proxyAddr from 'proxy-addr';

import { AppException } from '@/common/errors/app.exception';
import { BodyLimitTable } from '@/common/http/body-limits';
import { assignRequestId } from '@/common/http/request-id';
import { MetricsService } from '@/modules/metrics/metrics.service';

import { isAcceptedContentType, parseByteLimit, readBody } from './telemetry-body.reader';
import { TelemetryErrorResponder } from './telemetry-error.responder';
import { TelemetryRateLimiter } from './telemetry-rate-limiter';
import { TelemetryService } from './telemetry.service';

export const TELEMETRY_BATCH_PATH = '/api/telemetry/batch';

type TrustFunction = (address: string, hop: number) => boolean;

function isBatchRequest(request: IncomingMessage): boolean {
  if (request.method !== 'POST') return false;
  const url = request.url ?? '';
  const end = url.indexOf('?');
  const path = end === -1 ? url : url.slice(0, end);
  return path === TELEMETRY_BATCH_PATH || path === `${TELEMETRY_BATCH_PATH}/`;
}

/**
 * POST /api/telemetry/batch, the API's hottest route, answered on the HTTP server before express
 * and Nest see the request (every other request goes on to them unchanged). A Nest route would
 * spend most of its time in the router, guards, pipes and the per-request logger rather than in
 * the work itself, so this path does only what the route needs, with the app's own parts:
 *
 * - request id (echoed) and one log line per request, like every route;
 * - body read raw with the route's limit from body-limits.ts, as JSON or the text/plain a beacon
 *   sends, validated with a JSON Schema compiled at boot;
 * - the client counted against the `telemetry` limit by the address express would report
 *   (TRUST_PROXY), in Redis, while the body arrives;
 * - 202 only once the job is in Redis; errors in the API's one shape, localised.
 */
@Injectable()
export class TelemetryBatchEndpoint implements OnApplicationBootstrap {
  private readonly limitBytes = parseByteLimit(
    new BodyLimitTable().limitFor('POST', TELEMETRY_BATCH_PATH),
  );
  private trust: TrustFunction = () => false;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly telemetry: TelemetryService,
    private readonly rateLimiter: TelemetryRateLimiter,
    private readonly errors: TelemetryErrorResponder,
    private readonly metrics: MetricsService,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext('TelemetryBatch');
  }

  /** Puts the fast path in front of the express app on the server Nest created (not yet listening). */
  onApplicationBootstrap(): void {
    const adapter = this.adapterHost.httpAdapter;
    const server = adapter.getHttpServer() as Server;
    const app = adapter.getInstance<Application>();
    // The same compiled 'trust proxy' setting express uses for req.ip.
    this.trust = (app.get('trust proxy fn') as TrustFunction | undefined) ?? this.trust;
    const others = server.listeners('request') as RequestListener[];
    server.removeAllListeners('request');
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      if (isBatchRequest(request)) {
        this.handle(request, response).catch((error: unknown) => {
          // handle() answers every error itself; this is the last resort if answering failed.
          this.logger.error({ err: error }, 'telemetry batch handler failed');
          if (!response.headersSent) response.writeHead(HttpStatus.INTERNAL_SERVER_ERROR);
          response.end();
        });
        return;
      }
      for (const listener of others) listener(request, response);
    });
  }

  async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const started = performance.now();
    const requestId = assignRequestId(request, response);
    const address = proxyAddr(request, this.trust);
    response.once('finish', () => this.record(request, response, requestId, address, started));
    try {
      if (!isAcceptedContentType(request.headers['content-type'])) {
        request.resume();
        throw new AppException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'UNSUPPORTED_MEDIA_TYPE');
      }
      const [, raw] = await Promise.all([
        this.rateLimiter.consume(address, response),
        readBody(request, this.limitBytes),
      ]);
      const accepted = await this.telemetry.enqueue(this.telemetry.parse(raw));
      const body = `{"accepted":${accepted}}`;
      response.writeHead(HttpStatus.ACCEPTED, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
      });
      response.end(body);
    } catch (error) {
      this.errors.respond(request, response, error);
    }
  }

  /** One line per request, as the request logger writes for the other routes, and the metric. */
  private record(
    request: IncomingMessage,
    response: ServerResponse,
    requestId: string,
    address: string,
    started: number,
  ): void {
    const status = response.statusCode;
    const responseTime = Math.round(performance.now() - started);
    this.metrics.httpDuration.observe(
      { method: 'POST', route: TELEMETRY_BATCH_PATH, status_code: String(status) },
      responseTime / 1000,
    );
    const line = {
      reqId: requestId,
      req: { id: requestId, method: request.method, url: request.url, remoteAddress: address },
      res: { statusCode: status },
      responseTime,
    };
    if (status >= 500) this.logger.error(line, 'request completed');
    else if (status >= 400) this.logger.warn(line, 'request completed');
    else this.logger.info(line, 'request completed');
  }
}
