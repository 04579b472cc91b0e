import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const esm = '/node_modules/(?!(next-intl|use-intl|@formatjs|intl-messageformat|icu-minify|jose|oauth2-mock-server|is-plain-obj)/)';

const unit = await createJestConfig({
  displayName: 'unit',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/{app,components,lib,stores,i18n,messages}/**/*.test.{ts,tsx}', '<rootDir>/proxy.test.ts', '<rootDir>/scripts/**/*.test.mjs'],
  testPathIgnorePatterns: ['<rootDir>/lib/server/', '<rootDir>/app/api/', '\\.api\\.test\\.ts$'],
})();
unit.transformIgnorePatterns = [esm, '^.+\\.module\\.(css|sass|scss)$'];

const api = await createJestConfig({
  displayName: 'api',
  testEnvironment: 'node',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  setupFiles: ['<rootDir>/test/api-env.ts'],
  testMatch: ['<rootDir>/lib/server/**/*.test.ts', '<rootDir>/app/api/**/*.test.ts', '<rootDir>/test/**/*.api.test.ts'],
})();
api.transformIgnorePatterns = [esm];

export default { projects: [unit, api], testTimeout: 60_000 };
