import { Injectable } from '@nestjs/common';

import { DatabaseService } from '@/database/database.service';
import { RedisService } from '@/redis/redis.service';

/** Short enough that a probe learns about a dead dependency within a couple of seconds. */
export const CHECK_TIMEOUT_MS = 1500;

export type CheckResult = { status: 'up' } | { status: 'down'; error: string };

export interface ReadinessReport {
  status: 'ok' | 'error';
  checks: Record<string, CheckResult>;
}

export async function runCheck(probe: () => Promise<void>): Promise<CheckResult> {
  try {
    await probe();
    return { status: 'up' };
  } catch (error) {
    return { status: 'down', error: error instanceof Error ? error.message : String(error) };
  }
}

export async function runChecks(
  probes: Record<string, () => Promise<void>>,
): Promise<ReadinessReport> {
  const names = Object.keys(probes);
  const results = await Promise.all(names.map((name) => runCheck(probes[name]!)));
  const checks = Object.fromEntries(names.map((name, index) => [name, results[index]!]));
  const ok = results.every((result) => result.status === 'up');
  return { status: ok ? 'ok' : 'error', checks };
}

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
