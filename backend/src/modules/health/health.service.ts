import { Injectable } from '@nestjs/common';
import type { Readiness } from '@tickrelay/contracts/endpoints/health.endpoints';

import { CHECK_TIMEOUT_MS, runChecks } from '@/common/health/readiness-checks';
import { DatabaseService } from '@/database/database.service';
import { RedisService } from '@/redis/redis.service';

@Injectable()
export class HealthService {
  constructor(
    private readonly database: DatabaseService,
    private readonly redis: RedisService,
  ) {}

  readiness(): Promise<Readiness> {
    return runChecks({
      postgres: () => this.database.ping(CHECK_TIMEOUT_MS),
      redis: () => this.redis.ping(CHECK_TIMEOUT_MS),
    });
  }
}
