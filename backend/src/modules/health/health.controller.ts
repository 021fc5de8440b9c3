import { Controller, Get, Header, HttpStatus, Res } from '@nestjs/common';
import type { Response } from 'express';

import type { ReadinessReport } from '@/common/health/readiness-checks';
import { NoRateLimit } from '@/common/rate-limit/rate-limit.decorator';

import { HealthService } from './health.service';

/** Kubernetes probes: live = the process answers; ready = Postgres and Redis answer too. */
@Controller('health')
@NoRateLimit()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get('live')
  @Header('Cache-Control', 'no-store')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  @Header('Cache-Control', 'no-store')
  async ready(@Res({ passthrough: true }) response: Response): Promise<ReadinessReport> {
    const report = await this.health.readiness();
    response.status(report.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }
}
