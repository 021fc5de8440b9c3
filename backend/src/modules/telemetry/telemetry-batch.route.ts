import { Injectable, type OnModuleInit } from '@nestjs/common';
import { sendTelemetryBatch } from '@tickrelay/contracts/endpoints/telemetry.endpoints';
import type { TelemetryBatch } from '@tickrelay/contracts/telemetry/telemetry-event.schema';

import { HotRouteServer } from '@/common/hot-route/hot-route.server';

import { TelemetryBatchValidator } from './telemetry-batch.validator';
import { TelemetryService } from './telemetry.service';

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
    this.hotRoutes.register<TelemetryBatch>({
      method: sendTelemetryBatch.method,
      path: sendTelemetryBatch.path,
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
        status: sendTelemetryBatch.status,
        body: { accepted: await this.telemetry.enqueue(body) },
      }),
    });
  }
}
