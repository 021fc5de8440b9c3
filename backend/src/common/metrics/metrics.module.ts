import { Module } from '@nestjs/common';

import { HttpMetricsMiddleware } from './http-metrics.middleware';
import { HttpMetrics } from './http-metrics.service';
import { MetricsRegistryModule } from './metrics-registry.module';
import { MetricsController } from './metrics.controller';

/** The api's metrics: the registry, the request histogram and GET /metrics. */
@Module({
  imports: [MetricsRegistryModule],
  controllers: [MetricsController],
  providers: [HttpMetrics, HttpMetricsMiddleware],
  exports: [MetricsRegistryModule, HttpMetrics, HttpMetricsMiddleware],
})
export class MetricsModule {}
