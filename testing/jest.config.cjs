/** Unit tests of the kit itself (agent, mailbox, matrices): nothing external. */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  moduleNameMapper: { '^@tickrelay/contracts/(.*)$': '<rootDir>/../contracts/src/$1' },
};
