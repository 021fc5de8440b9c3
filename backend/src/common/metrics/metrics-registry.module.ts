import { Module } from '@nestjs/common';

import { MetricsRegistry } from './metrics-registry';

/** The registry alone, for the worker and for feature modules that add a metric of their own. */
@Module({ providers: [MetricsRegistry], exports: [MetricsRegistry] })
export class MetricsRegistryModule {}
