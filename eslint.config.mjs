import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

// Next's Core Web Vitals and TypeScript rules, with the React hooks rules they include; Prettier
// owns formatting, so the rules that would fight it are off.
export default defineConfig([
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    rules: {
      // Pixel art is drawn at the size it is shown and must not be resampled, and uploads are
      // re-encoded and sized when stored: next/image would only blur the one and re-size the other.
      '@next/next/no-img-element': 'off',
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: "Use Link from '@/components/ui/link' (no viewport prefetch of per-request routes)." }] },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // A cycle between modules is a bug (design STYLE.md: shared services sit below the domains that
    // use them); lazy import() counts too. Test files are left out: nothing imports them, so they
    // cannot close a cycle. Without the rule's strongly-connected-components pass (disableScc),
    // which would parse node_modules, it costs about 20 s of CPU over the whole tree at full depth.
    files: ['{app,components,lib,stores}/**/*.{ts,tsx,js,mjs}', 'instrumentation.ts', 'proxy.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true, disableScc: true }] },
  },
  {
    // Journeys take test and expect from e2e/fixtures.ts, which fails them on page and hydration errors.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', message: "Import test and expect from './fixtures' (it fails a journey on page errors)." }] },
      ],
    },
  },
  {
    files: ['components/ui/link.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Tests poke at answers whose shape is the thing under test.
    files: ['**/*.test.ts', '**/*.test.tsx', 'test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Tests answer the app's requests with msw handlers (test/msw-api.ts), not a fetch put in place of the real one.
    files: ['**/*.test.ts', '**/*.test.tsx', 'test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...["[left.property.name='fetch']", "[left.property.value='fetch']"].map((property) => ({
          selector: `AssignmentExpression[left.object.name=/^(global|globalThis|window)$/]${property}`,
          message:
            "Don't assign fetch in tests: answer requests with msw (setupServer from 'msw/node', http/HttpResponse from 'msw'; see test/msw-api.ts), or jest.spyOn(globalThis, 'fetch') with a reason where msw cannot.",
        })),
      ],
    },
  },
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    'public/**',
    'data/**',
  ]),
]);
