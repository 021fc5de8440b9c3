export const baseUrl = (process.env.BASE_URL ?? '').replace(/\/$/, '');
export const databaseUrl =
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tickrelay_e2e';
export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/2';
