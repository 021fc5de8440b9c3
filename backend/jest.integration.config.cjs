/** Integration tests: real Postgres (tickrelay_test) and Redis (db 3); see test/support. */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/test', '<rootDir>/src'],
  testMatch: ['**/*.int-spec.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@tickrelay/contracts/(.*)$': '<rootDir>/../contracts/src/$1',
    '^@tickrelay/testing/(.*)$': '<rootDir>/../testing/src/$1',
  },
  setupFiles: ['reflect-metadata', '<rootDir>/test/support/integration-env.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  testTimeout: 60000,
  // Two workers, each with its own database and Redis db (test/support/worker-services.ts): the
  // tests spend most of their time waiting on child processes and sockets.
  maxWorkers: 2,
};
