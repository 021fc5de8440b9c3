import { HttpStatus, Injectable, type OnModuleInit } from '@nestjs/common';

import { HotRouteServer } from '@/common/hot-route/hot-route.server';

import { TelemetryBatchValidator } from './telemetry-batch.validator';
import type { TelemetryBatchInput } from './telemetry-event';
import { TelemetryService } from './telemetry.service';

export const TELEMETRY_BATCH_PATH = '/api/telemetry/batch';

/**
 * POST /api/telemetry/batch, the API's hottest route, on the hot-route kit (ahead of express and
 * Nest): up to 64 KB of JSON, or the text/plain or untyped body a beacon sends, validated with
 * the batch schema, limited by `telemetry` per client address; 202 only once the job is in Redis.
 */
@Injectable()
export class TelemetryBatchRoute implements OnModuleInit {
  constructor(
    private readonly hotRoutes: HotRouteServer,
    private readonly telemetry: TelemetryService,
  ) {}

  onModuleInit(): void {
    this.hotRoutes.register<TelemetryBatchInput>({
      method: 'POST',
      path: TELEMETRY_BATCH_PATH,
      body: {
        // Up to 50 events with long stack traces.
        limit: '64kb',
        mediaTypes: ['application/json', 'text/plain'],
        allowMissingType: true,
        parse: 'json',
        validator: new TelemetryBatchValidator(),
      },
      rateLimit: { name: 'telemetry' },
      handle: async ({ body }) => ({
        status: HttpStatus.ACCEPTED,
        body: { accepted: await this.telemetry.enqueue(body) },
      }),
    });
  }
}
