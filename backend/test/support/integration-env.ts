/**
 * Environment of every integration test: its own database and Redis db 3, never the dev ones.
 * TEST_DATABASE_URL / TEST_REDIS_URL override them (CI service containers).
 */
process.env.NODE_ENV = 'test';
process.env.DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tickrelay_test';
process.env.REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/3';
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'silent';
process.env.QUEUE_PREFIX = 'tickrelay-test';
