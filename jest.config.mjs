import os from 'node:os';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const esm =
  '/node_modules/(?!(next-intl|use-intl|@formatjs|intl-messageformat|icu-minify|jose|oauth2-mock-server|is-plain-obj|msw|@mswjs|@msw|@open-draft|rettime|until-async|cookie)/)';

const unit = await createJestConfig({
  displayName: 'unit',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^server-only$': '<rootDir>/test/server-only.ts', '^@/(.*)$': '<rootDir>/$1' },
  testMatch: [
    '<rootDir>/{app,components,lib,stores,i18n,messages}/**/*.test.{ts,tsx}',
    '<rootDir>/proxy.test.ts',
    '<rootDir>/scripts/**/*.test.mjs',
  ],
  testPathIgnorePatterns: ['<rootDir>/lib/server/', '<rootDir>/app/api/', '\\.api\\.test\\.ts$'],
})();
unit.transformIgnorePatterns = [esm, '^.+\\.module\\.(css|sass|scss)$'];

// Each API test file runs on a database of its own, copied from a template migrated once per run
// (test/api-databases.ts).
const api = await createJestConfig({
  displayName: 'api',
  testEnvironment: '<rootDir>/test/api-environment.ts',
  globalSetup: '<rootDir>/test/api-global-setup.ts',
  globalTeardown: '<rootDir>/test/api-global-teardown.ts',
  moduleNameMapper: { '^server-only$': '<rootDir>/test/server-only.ts', '^@/(.*)$': '<rootDir>/$1' },
  setupFiles: ['<rootDir>/test/api-env.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/api-after-file.ts'],
  testMatch: ['<rootDir>/lib/server/**/*.test.ts', '<rootDir>/app/api/**/*.test.ts', '<rootDir>/test/**/*.api.test.ts'],
})();
api.transformIgnorePatterns = [esm];

// Jest's default is one worker fewer than the cores: none beside the main process on 2 cores. Two
// workers there: API test files (each on its own database) wait on their database part of the
// time, and 12 of them took 28-40 s with 2 workers against 48-59 s with 1 and 40-50 s with 3;
// the unit project took about the same either way (34-42 s).
const config = { projects: [unit, api], testTimeout: 60_000, maxWorkers: Math.max(2, os.availableParallelism() - 1) };
export default config;
