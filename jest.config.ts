import type { Config } from 'jest';

/** Unit and component tests: files named `*.test.ts(x)` next to the code they test. */
const config: Config = {
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/shared', '<rootDir>/widgets', '<rootDir>/loader', '<rootDir>/widget-server', '<rootDir>/shop-api', '<rootDir>/server-kit', '<rootDir>/server', '<rootDir>/demo-cms', '<rootDir>/registry', '<rootDir>/bundling', '<rootDir>/tools', '<rootDir>/scripts', '<rootDir>/bench', '<rootDir>/test', '<rootDir>/integrations'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  cacheDirectory: '<rootDir>/.cache/jest',
  // Opening and migrating PGlite takes seconds on a busy 2-core machine (CI runs everything there): every test and
  // hook that opens a database gets the time, not only those that remember to ask for it.
  testTimeout: 60_000,
  // Every core (jest's default leaves one free: on 2 cores, 1 worker): the suites mostly wait on PGlite and jsdom,
  // and two workers took jest from 305 s to 195 s on 2 cores. The PostgreSQL pass gives each worker a database of
  // its own (test-run-setup.ts) and runs the fault suite in band after the rest.
  maxWorkers: '100%',
  // In-memory test databases start from migrated and seeded PGlite dumps made once per run (test/server/test-database.ts).
  globalSetup: '<rootDir>/test/server/test-run-setup.ts',
  globalTeardown: '<rootDir>/test/server/test-run-teardown.ts',
  setupFiles: ['<rootDir>/test/server/test-file-setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
    ],
  },
  // ky, content-disposition and cookie (under fastify's plugins) ship ESM only; Node 20 cannot require them.
  transformIgnorePatterns: ['/node_modules/(?!(ky|content-disposition|cookie)/)'],
  moduleNameMapper: { '^@schaufenster/shared/(.*)$': '<rootDir>/shared/$1' },
};

export default config;
