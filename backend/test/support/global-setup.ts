import './integration-env';

import { dropDatabase } from '@tickrelay/testing/database/database-reset';
import { Redis } from 'ioredis';

import { parseConfig } from '../../src/config/app-config';
import { buildBackend } from './build';
import { migrate } from './test-database';

/**
 * Creates tickrelay_test afresh and migrates it, empties Redis db 3 so rate-limit counters start at
 * zero, and compiles the backend once for the tests that run it as a child process.
 */
export default async function globalSetup(): Promise<void> {
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

  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.flushdb();
  } catch (error) {
    throw new Error(`integration tests need Redis at ${redisUrl}: ${(error as Error).message}`);
  } finally {
    redis.disconnect();
  }

  process.env.TICKRELAY_TEST_BUILD = buildBackend();
}
