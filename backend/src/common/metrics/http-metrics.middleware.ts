import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

import { HttpMetrics } from './http-metrics.service';

/** Unmatched paths share one label so scanners cannot blow up the metric's cardinality. */
export const UNMATCHED_ROUTE = 'unmatched';

function routeOf(request: Request): string {
  // Express sets req.route once a route matched; its path is the pattern, not the raw URL.
  const { route } = request as { route?: { path?: unknown } };
  return typeof route?.path === 'string' ? route.path : UNMATCHED_ROUTE;
}

@Injectable()
export class HttpMetricsMiddleware implements NestMiddleware {
  constructor(private readonly metrics: HttpMetrics) {}

  use(request: Request, response: Response, next: NextFunction): void {
    const stop = this.metrics.duration.startTimer();
    response.once('finish', () => {
      stop({
        method: request.method,
        route: routeOf(request),
        status_code: String(response.statusCode),
      });
    });
    next();
  }
}
