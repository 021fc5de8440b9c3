/**
 * Static checks of the deployment files (compose, Dockerfiles, Kubernetes, nginx, workflows) with the
 * real tools: `npm run test:static` from the repository root.
 */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/../tsconfig.json' }],
  },
  // nginx start-up, kubectl and docker-compose each take a moment.
  testTimeout: 60000,
};
