import { Injectable } from '@nestjs/common';

import {
  CHECK_TIMEOUT_MS,
  type ReadinessReport,
  runChecks,
} from '@/common/health/readiness-checks';
import { DatabaseService } from '@/database/database.service';
import { RedisService } from '@/redis/redis.service';

@Injectable()
export class HealthService {
  constructor(
    private readonly database: DatabaseService,
    private readonly redis: RedisService,
  ) {}

  readiness(): Promise<ReadinessReport> {
    return runChecks({
      postgres: () => this.database.ping(CHECK_TIMEOUT_MS),
      redis: () => this.redis.ping(CHECK_TIMEOUT_MS),
    });
  }
}
