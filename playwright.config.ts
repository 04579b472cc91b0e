import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT || 3100);
const DATA_DIR = process.env.E2E_DATA_DIR || './data/e2e';

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
    { name: 'phone', testIgnore: /hardening\.spec\.ts/, use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: false } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
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
