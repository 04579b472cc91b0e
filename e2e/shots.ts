import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

// Screenshots are for people reviewing screens; they check nothing, so the default run
// (`npx playwright test`) takes none:
//   - `npx playwright test --project=screenshots` runs the review tests (tagged @screenshots),
//     which save pages in both languages at both widths under test-results/;
//   - E2E_SCREENSHOTS=1 (or a directory in E2E_SHOTS_DIR or SHOTS_DIR) makes the journeys save
//     their steps as well, to that directory or to each spec's usual one.

export const SCREENSHOTS_TAG = '@screenshots';

/** The two widths every journey runs at (the phone and desktop projects). */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const;

export const journeyShotsWanted = () => Boolean(process.env.E2E_SCREENSHOTS || process.env.E2E_SHOTS_DIR || process.env.SHOTS_DIR);

/** The directory the journeys' step screenshots go to. */
export const shotsDir = (fallback = path.join('test-results', 'shots')) => process.env.E2E_SHOTS_DIR || process.env.SHOTS_DIR || fallback;

/** Saves a journey's step as `dir/file` when screenshots are wanted; a no-op otherwise. */
export async function stepShot(page: Page, dir: string, file: string, { fullPage = true } = {}) {
  if (!journeyShotsWanted()) return;
  fs.mkdirSync(dir, { recursive: true });
  // Finite CSS animations (a dialog's pop-in) are taken at their end, without waiting for them.
  await page.screenshot({ path: path.join(dir, file), fullPage, animations: 'disabled' });
}
