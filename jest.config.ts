import type { Config } from 'jest';

/** Unit and component tests: files named `*.test.ts(x)` next to the code they test. */
const config: Config = {
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/shared', '<rootDir>/widgets', '<rootDir>/host-demo', '<rootDir>/scripts', '<rootDir>/bench'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  cacheDirectory: '<rootDir>/.cache/jest',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
    ],
  },
  // ky ships ESM only.
  transformIgnorePatterns: ['/node_modules/(?!(ky)/)'],
  moduleNameMapper: { '^@schaufenster/shared/(.*)$': '<rootDir>/shared/$1' },
};

export default config;
