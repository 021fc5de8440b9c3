/** Unit tests: next to the code, nothing external. */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@tickrelay/contracts/(.*)$': '<rootDir>/../contracts/src/$1',
  },
  setupFiles: ['reflect-metadata'],
};
