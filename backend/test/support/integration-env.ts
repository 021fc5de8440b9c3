/**
 * Environment of every integration test: its own database and Redis db 3, never the dev ones.
 * TEST_DATABASE_URL / TEST_REDIS_URL override them (CI service containers). Each jest worker past
 * the first gets its own copy of both (worker-services.ts).
 */
import {
  baseDatabaseUrl,
  baseRedisUrl,
  currentWorker,
  workerDatabaseUrl,
  workerRedisUrl,
} from './worker-services';

process.env.NODE_ENV = 'test';
process.env.DATABASE_URL = workerDatabaseUrl(baseDatabaseUrl(), currentWorker());
process.env.REDIS_URL = workerRedisUrl(baseRedisUrl(), currentWorker());
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'silent';
process.env.QUEUE_PREFIX = 'tickrelay-test';
