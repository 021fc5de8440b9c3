/** e2e suite: runs against a live stack at BASE_URL (started by scripts/e2e.ts or docker compose). */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/src/global-setup.ts',
  testTimeout: 90000,
  maxWorkers: 1,
  moduleNameMapper: {
    '^@tickrelay/contracts/(.*)$': '<rootDir>/../contracts/src/$1',
    '^@tickrelay/testing/(.*)$': '<rootDir>/../testing/src/$1',
  },
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
  },
};
