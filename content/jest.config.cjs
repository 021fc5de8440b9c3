/**
 * Unit tests of the content build. unified, remark and Shiki are ESM-only, so the tests run as ES
 * modules (NODE_OPTIONS=--experimental-vm-modules, set by the test:unit script).
 */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.json' }],
  },
  moduleNameMapper: { '^@tickrelay/contracts/(.*)$': '<rootDir>/../contracts/src/$1' },
};
