// The addresses each command uses by default (README: Requirements), overridable by environment.
export const serviceUrls = {
  /** `npm start` */
  database: () => process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tickrelay',
  redis: () => process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0',
  /** The integration layer (backend/test/support/integration-env.ts). */
  testDatabase: () =>
    process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tickrelay_test',
  testRedis: () => process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/3',
  /** The e2e layer's own stack (scripts/e2e.ts). */
  e2eDatabase: () =>
    process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tickrelay_e2e',
  e2eRedis: () => process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/2',
};
