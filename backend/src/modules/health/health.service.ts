import { Injectable, Logger } from '@nestjs/common';
import type { DependencyCheck, Readiness } from '@tickrelay/contracts/endpoints/health.endpoints';

import { CHECK_TIMEOUT_MS, runChecks } from '@/common/health/readiness-checks';
import { DatabaseService } from '@/database/database.service';
import { RedisService } from '@/redis/redis.service';

@Injectable()
export class HealthService {
  private readonly logger = new Logger(HealthService.name);

  constructor(
    private readonly database: DatabaseService,
    private readonly redis: RedisService,
  ) {}

  /**
   * The probe is public (anyone can reach /api/health/ready), and a driver's error text names hosts,
   * ports, users and versions: the answer says only which dependency is down, the log says why.
   */
  async readiness(): Promise<Readiness> {
    const report = await runChecks({
      postgres: () => this.database.ping(CHECK_TIMEOUT_MS),
      redis: () => this.redis.ping(CHECK_TIMEOUT_MS),
    });
    const checks: Record<string, DependencyCheck> = {};
    for (const [name, check] of Object.entries(report.checks)) {
      if (check.status === 'down') {
        this.logger.warn({ dependency: name, reason: check.error }, 'readiness: dependency down');
        checks[name] = { status: 'down' };
      } else {
        checks[name] = check;
      }
    }
    return { status: report.status, checks };
  }
}
