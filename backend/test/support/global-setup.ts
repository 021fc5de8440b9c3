import './integration-env';

import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

import { dropDatabase } from '@tickrelay/testing/database/database-reset';
import { Redis } from 'ioredis';

import { parseConfig } from '../../src/config/app-config';
import { buildBackend } from './build';
import { copyDatabase, migrate } from './test-database';
import { workerDatabaseUrl, workerRedisUrl } from './worker-services';

/**
 * Creates tickrelay_test afresh and migrates it, empties Redis db 3 so rate-limit counters start at
 * zero (and, with several jest workers, a database copy and a Redis db per further worker), and compiles the backend once for the tests that run it as a child process (and runs its
 * migrate command, which also makes the checks on contracts' lists follow them).
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  const result = parseConfig(process.env);
  if (!result.ok) throw new Error(result.problems.join('\n'));
  const { databaseUrl, redisUrl } = result.config;

  try {
    await dropDatabase(databaseUrl);
    await migrate(databaseUrl);
  } catch (error) {
    throw new Error(
      `integration tests need PostgreSQL at ${databaseUrl}: ${(error as Error).message}`,
    );
  }

  const workers = Array.from({ length: Math.max(1, globalConfig.maxWorkers) }, (_, i) => i + 1);
  for (const worker of workers) await emptyRedis(workerRedisUrl(redisUrl, worker));

  const build = buildBackend();
  process.env.TICKRELAY_TEST_BUILD = build;
  // The migrate command as deployments run it, on the migrated database: the SQL checks on
  // contracts' lists follow them (src/database/list-checks.ts), e.g. a broker just added.
  execFileSync(process.execPath, [join(build, 'database', 'migrate.cli.js')], {
    env: process.env,
    stdio: 'pipe',
  });
  // Each further worker starts from a copy of the database just migrated (worker-services.ts).
  for (const worker of workers.slice(1)) {
    await copyDatabase(databaseUrl, workerDatabaseUrl(databaseUrl, worker));
  }
}

async function emptyRedis(redisUrl: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.flushdb();
  } catch (error) {
    throw new Error(`integration tests need Redis at ${redisUrl}: ${(error as Error).message}`);
  } finally {
    redis.disconnect();
  }
}
