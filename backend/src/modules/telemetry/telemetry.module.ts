import { Module } from '@nestjs/common';

import { MetricsModule } from '@/modules/metrics/metrics.module';

import { TelemetryBatchEndpoint } from './telemetry-batch.endpoint';
import { TelemetryErrorResponder } from './telemetry-error.responder';
import { TelemetryQueueProducer } from './telemetry-queue.producer';
import { TelemetryRateLimiter } from './telemetry-rate-limiter';
import { TelemetryStatsController } from './telemetry-stats.controller';
import { TelemetryStatsRepository } from './telemetry-stats.repository';
import { TelemetryStatsService } from './telemetry-stats.service';
import { TelemetryService } from './telemetry.service';

/**
 * The API side of telemetry: POST /api/telemetry/batch (TelemetryBatchEndpoint, on the HTTP server
 * ahead of express) and GET /api/telemetry/stats (a regular controller).
 */
@Module({
  imports: [MetricsModule],
  controllers: [TelemetryStatsController],
  providers: [
    TelemetryService,
    TelemetryQueueProducer,
    TelemetryRateLimiter,
    TelemetryErrorResponder,
    TelemetryBatchEndpoint,
    TelemetryStatsRepository,
    TelemetryStatsService,
  ],
})
export class TelemetryModule {}
