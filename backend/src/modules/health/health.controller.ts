import { Controller, Get, Header, HttpStatus, Res } from '@nestjs/common';
import { routeOf, type ResponseOf } from '@tickrelay/contracts/endpoints/endpoint';
import { liveness, readiness } from '@tickrelay/contracts/endpoints/health.endpoints';
import type { Response } from 'express';

import { NoRateLimit } from '@/common/rate-limit/rate-limit.decorator';

import { HealthService } from './health.service';

/** Kubernetes probes: live = the process answers; ready = Postgres and Redis answer too. */
@Controller()
@NoRateLimit()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get(routeOf(liveness))
  @Header('Cache-Control', 'no-store')
  live(): ResponseOf<typeof liveness> {
    return { status: 'ok' };
  }

  @Get(routeOf(readiness))
  @Header('Cache-Control', 'no-store')
  async ready(
    @Res({ passthrough: true }) response: Response,
  ): Promise<ResponseOf<typeof readiness>> {
    const report = await this.health.readiness();
    response.status(report.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }
}
