import { Module } from '@nestjs/common';

import { MetricsModule } from '@/common/metrics/metrics.module';

import { HotRouteErrorResponder } from './hot-route-error.responder';
import { HotRouteRateLimiter } from './hot-route-rate-limiter';
import { HotRouteServer } from './hot-route.server';

/**
 * The hot-route kit (api only). A feature module imports it and registers its routes on
 * HotRouteServer; every importer shares the one server listener.
 */
@Module({
  imports: [MetricsModule],
  providers: [HotRouteServer, HotRouteRateLimiter, HotRouteErrorResponder],
  exports: [HotRouteServer],
})
export class HotRouteModule {}
