import { defineConfig, devices } from '@playwright/test';
import { SCREENSHOTS_TAG, VIEWPORTS } from './e2e/shots';

const PORT = Number(process.env.E2E_PORT || 3100);
const DATA_DIR = process.env.E2E_DATA_DIR || './data/e2e';

// Screenshots check nothing, so the default run takes none (e2e/shots.ts): the review tests
// (@screenshots) are in the "screenshots" project, which runs only when named
// (`npx playwright test --project=screenshots`), and the journeys save their steps only with
// E2E_SCREENSHOTS=1.
const SCREENSHOTS = new RegExp(SCREENSHOTS_TAG);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'ko-KR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // The hardening spec tests the server, not a screen: once, on desktop, is enough.
    {
      name: 'phone',
      testIgnore: /(hardening|signed-in-pages|accessibility|nothing-lost)\.spec\.ts/,
      grepInvert: SCREENSHOTS,
      use: { ...devices['Desktop Chrome'], viewport: VIEWPORTS.phone, isMobile: false },
    },
    { name: 'desktop', grepInvert: SCREENSHOTS, use: { ...devices['Desktop Chrome'], viewport: VIEWPORTS.desktop } },
    // Not in the default run; the review screenshots take both widths themselves.
    { name: 'screenshots', default: false, grep: SCREENSHOTS, use: { ...devices['Desktop Chrome'], viewport: VIEWPORTS.desktop } },
  ],
  webServer: {
    // A fresh embedded database with the demo community for every run.
    command: `rm -rf ${DATA_DIR} && node scripts/server.mjs`,
    url: `http://localhost:${PORT}/api/v1/community/categories/`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      DATA_DIR,
      PORT: String(PORT),
      SEED_DEMO: 'true',
      // The journeys stand in for many clients behind one proxy: each sends X-Forwarded-For.
      TRUSTED_PROXIES: '127.0.0.1,::1',
      SITE_URL: `http://localhost:${PORT}`,
      NEXT_TELEMETRY_DISABLED: '1',
      ...(process.env.NEXT_DIST_DIR ? { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR } : {}),
    },
  },
});
