import { HttpStatus, Injectable, type NestMiddleware } from '@nestjs/common';
import type { Request, Response } from 'express';

import { AppException } from '@/common/errors/app.exception';
import { BodyLimitTable } from '@/common/http/body-limits';
import { MetricsService } from '@/modules/metrics/metrics.service';

import { isAcceptedContentType, parseByteLimit, readBody } from './telemetry-body.reader';
import { TelemetryRateLimiter } from './telemetry-rate-limiter';
import { TelemetryService } from './telemetry.service';

export const TELEMETRY_BATCH_PATH = '/api/telemetry/batch';

/**
 * POST /api/telemetry/batch, the hottest route of the API, answered here instead of by a
 * controller: it reads its own raw body (JSON, or the text/plain a beacon sends), validates it
 * with a compiled JSON Schema instead of class-validator, counts the client against the
 * `telemetry` limit while the body arrives, and answers 202 once the job is in Redis.
 * Errors are thrown to the global filter, so they keep the API's one error shape.
 */
@Injectable()
export class TelemetryBatchMiddleware implements NestMiddleware {
  private readonly limitBytes = parseByteLimit(
    new BodyLimitTable().limitFor('POST', TELEMETRY_BATCH_PATH),
  );

  constructor(
    private readonly telemetry: TelemetryService,
    private readonly rateLimiter: TelemetryRateLimiter,
    private readonly metrics: MetricsService,
  ) {}

  async use(request: Request, response: Response): Promise<void> {
    const stop = this.metrics.httpDuration.startTimer({
      method: 'POST',
      route: TELEMETRY_BATCH_PATH,
    });
    response.once('finish', () => stop({ status_code: String(response.statusCode) }));

    if (!isAcceptedContentType(request.headers['content-type'])) {
      request.resume();
      throw new AppException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'UNSUPPORTED_MEDIA_TYPE');
    }
    const [, raw] = await Promise.all([
      this.rateLimiter.consume(request, response),
      readBody(request, this.limitBytes),
    ]);
    const batch = this.telemetry.parse(raw);
    const accepted = await this.telemetry.enqueue(batch);
    const body = `{"accepted":${accepted}}`;
    response.writeHead(HttpStatus.ACCEPTED, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
    });
    response.end(body);
  }
}
