import { Controller, Get, Header, Res } from '@nestjs/common';
import type { Response } from 'express';

import { NoRateLimit } from '@/common/rate-limit/rate-limit.decorator';

import { MetricsRegistry } from './metrics-registry';

/** Prometheus scrape endpoint, served at /metrics outside the /api prefix. */
@Controller('metrics')
@NoRateLimit()
export class MetricsController {
  constructor(private readonly metrics: MetricsRegistry) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  async scrape(@Res() response: Response): Promise<void> {
    response.type(this.metrics.contentType()).send(await this.metrics.render());
  }
}
