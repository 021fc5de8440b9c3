import { Injectable } from '@nestjs/common';
import { Histogram } from 'prom-client';

import { MetricsRegistry } from './metrics-registry';

/** The api's request metric, fed by HttpMetricsMiddleware and by the hot routes. */
@Injectable()
export class HttpMetrics {
  readonly duration: Histogram<'method' | 'route' | 'status_code'>;

  constructor(metrics: MetricsRegistry) {
    this.duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration in seconds, by method, matched route and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [metrics.registry],
    });
  }
}
