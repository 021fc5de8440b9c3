import {
  Global,
  type MiddlewareConsumer,
  Module,
  type NestModule,
  RequestMethod,
} from '@nestjs/common';

import { MetricsModule } from '@/modules/metrics/metrics.module';
import { QueueModule } from '@/queue/queue.module';

import { TelemetryBatchMiddleware } from './telemetry-batch.middleware';
import { TelemetryRateLimiter } from './telemetry-rate-limiter';
import { TelemetryStatsController } from './telemetry-stats.controller';
import { TelemetryStatsRepository } from './telemetry-stats.repository';
import { TelemetryStatsService } from './telemetry-stats.service';
import { TelemetryService } from './telemetry.service';

/**
 * The API side of telemetry. Global only for its middleware's place in the chain: Nest mounts the
 * middleware of global modules before the root module's, so POST /api/telemetry/batch is answered
 * after the request logger (nestjs-pino, also global and imported earlier) but before the app-wide
 * body parser, which would refuse a beacon's text/plain body. It exports nothing.
 */
@Global()
@Module({
  imports: [QueueModule, MetricsModule],
  controllers: [TelemetryStatsController],
  providers: [
    TelemetryService,
    TelemetryRateLimiter,
    TelemetryBatchMiddleware,
    TelemetryStatsRepository,
    TelemetryStatsService,
  ],
})
export class TelemetryModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(TelemetryBatchMiddleware)
      .forRoutes({ path: 'telemetry/batch', method: RequestMethod.POST });
  }
}
