/** Unit tests of the SPA: jsdom, TypeScript through ts-jest, `@/` alias as in Vite. */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@tickrelay/contracts/(.*)$': '<rootDir>/../contracts/src/$1',
    '\\.(css|svg|png|jpg|webp)$': '<rootDir>/src/test/file-stub.ts',
  },
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        tsconfig: {
          jsx: 'react-jsx',
          module: 'commonjs',
          moduleResolution: 'node',
          esModuleInterop: true,
          isolatedModules: true,
          // TS 6 deprecates node10 resolution, which CommonJS output under jest still needs.
          ignoreDeprecations: '6.0',
          types: ['jest', '@testing-library/jest-dom', 'node'],
        },
        diagnostics: { ignoreCodes: [1343] },
      },
    ],
  },
};
