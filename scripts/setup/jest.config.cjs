/**
 * Tests of the set-up (scripts/setup): its pieces, and the real thing against throwaway servers on
 * spare ports — never the machine's own PostgreSQL and Redis. `npm run test:setup`.
 */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/../tsconfig.json' }],
  },
  moduleNameMapper: { '^@tickrelay/testing/(.*)$': '<rootDir>/../../testing/src/$1' },
  testTimeout: 120000,
};
