import { defineConfig, devices } from '@playwright/test';
import { LOCALE_WIDTH, SCREENSHOTS_TAG, VIEWPORTS } from './e2e/shots';

const PORT = Number(process.env.E2E_PORT || 3100);
const DATA_DIR = process.env.E2E_DATA_DIR || './data/e2e';

// The two widths run side by side, each on its own server with its own fresh demo database and
// one worker, so every project still runs its files in order against state no other run touches.
// (The journeys share demo members and their rate limits; one server per width keeps each within them.)
const SERVERS = { phone: { port: PORT, dataDir: `${DATA_DIR}-phone` }, desktop: { port: PORT + 1, dataDir: `${DATA_DIR}-desktop` } };
const baseURL = (port: number) => `http://localhost:${port}`;

// Screenshots check nothing, so the default run takes none (e2e/shots.ts): the review tests
// (@screenshots) are in the "screenshots" project, which runs only when named
// (`npx playwright test --project=screenshots`), and the journeys save their steps only with
// E2E_SCREENSHOTS=1.
const SCREENSHOTS = new RegExp(SCREENSHOTS_TAG);
/**
 * Leaves out the screenshots, the languages that run at the other width, and tests tagged with
 * the other width's name (e2e/shots.ts).
 */
const skippedAt = (width: keyof typeof VIEWPORTS) =>
  new RegExp(
    [
      SCREENSHOTS_TAG,
      ...Object.entries(LOCALE_WIDTH).flatMap(([locale, w]) => (w === width ? [] : [`@${locale}\\b`])),
      ...Object.keys(VIEWPORTS).flatMap((w) => (w === width ? [] : [`@${w}\\b`])),
    ].join('|'),
  );

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    locale: 'ko-KR',
    // The app registers a service worker in production builds. It would answer navigations and
    // static files itself (out of `page.route`'s sight, and fetching members' pages twice), so only
    // e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
    // Recording a trace costs every journey about a tenth of its time, so only a retry (CI retries
    // once) records one; run with --trace on to record them all.
    trace: 'on-first-retry',
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
    // Specs that run once: the server checks (hardening, signed-in pages) and nothing-lost on
    // desktop. The accessibility spec sets the phone width itself and splits its tests between
    // the two projects by tag, so both take about as long.
    {
      name: 'phone',
      testIgnore: /(hardening|signed-in-pages|nothing-lost)\.spec\.ts/,
      grepInvert: skippedAt('phone'),
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: VIEWPORTS.phone, isMobile: false, baseURL: baseURL(SERVERS.phone.port) },
    },
    {
      name: 'desktop',
      grepInvert: skippedAt('desktop'),
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: VIEWPORTS.desktop, baseURL: baseURL(SERVERS.desktop.port) },
    },
    // Not in the default run; the review screenshots take both widths themselves.
    {
      name: 'screenshots',
      default: false,
      grep: SCREENSHOTS,
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: VIEWPORTS.desktop, baseURL: baseURL(SERVERS.desktop.port) },
    },
  ],
  // A fresh embedded database with the demo community for every run, one per width.
  webServer: Object.values(SERVERS).map(({ port, dataDir }) => ({
    command: `rm -rf ${dataDir} && node scripts/server.mjs`,
    url: `${baseURL(port)}/api/v1/community/categories/`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      DATA_DIR: dataDir,
      PORT: String(port),
      SEED_DEMO: 'true',
      // The journeys stand in for many clients behind one proxy: each sends X-Forwarded-For.
      TRUSTED_PROXIES: '127.0.0.1,::1',
      SITE_URL: baseURL(port),
      NEXT_TELEMETRY_DISABLED: '1',
      ...(process.env.NEXT_DIST_DIR ? { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR } : {}),
    },
  })),
});
