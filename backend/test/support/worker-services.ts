// Each jest worker of the integration layer has its own database and Redis db, so two workers never
// see each other's rows, queues or rate-limit counters. Worker 1 uses TEST_DATABASE_URL and
// TEST_REDIS_URL as they are; worker N uses `<database>_w<N>` (a copy of the migrated database made
// by the global set-up) and the Redis db N - 1 above the given one.

const REDIS_DATABASES = 16;

export const baseDatabaseUrl = (): string =>
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tickrelay_test';

export const baseRedisUrl = (): string => process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/3';

export function workerDatabaseUrl(base: string, worker: number): string {
  if (worker <= 1) return base;
  const url = new URL(base);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = `/${encodeURIComponent(`${name}_w${worker}`)}`;
  return url.toString();
}

export function workerRedisUrl(base: string, worker: number): string {
  if (worker <= 1) return base;
  const url = new URL(base);
  const db = Number(url.pathname.slice(1) || '0') + worker - 1;
  if (!Number.isInteger(db) || db >= REDIS_DATABASES) {
    throw new Error(
      `integration worker ${worker} needs Redis db ${db} above ${base}: choose a lower TEST_REDIS_URL db or fewer workers (--maxWorkers)`,
    );
  }
  url.pathname = `/${db}`;
  return url.toString();
}

/** This process's jest worker (1 in the global set-up, which runs outside the workers). */
export const currentWorker = (): number => Number(process.env.JEST_WORKER_ID ?? '1');
