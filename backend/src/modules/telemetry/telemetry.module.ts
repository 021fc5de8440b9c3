import { Module } from '@nestjs/common';

import { HotRouteModule } from '@/common/hot-route/hot-route.module';
import { QueueModule } from '@/queue/queue.module';

import { TelemetryBatchRoute } from './telemetry-batch.route';
import { TelemetryStatsController } from './telemetry-stats.controller';
import { TelemetryStatsRepository } from './telemetry-stats.repository';
import { TelemetryStatsService } from './telemetry-stats.service';
import { TelemetryService } from './telemetry.service';

/**
 * The API side of telemetry: POST /api/telemetry/batch (a hot route, ahead of express) and
 * GET /api/telemetry/stats (a regular controller).
 */
@Module({
  imports: [HotRouteModule, QueueModule],
  controllers: [TelemetryStatsController],
  providers: [
    TelemetryService,
    TelemetryBatchRoute,
    TelemetryStatsRepository,
    TelemetryStatsService,
  ],
})
export class TelemetryModule {}
