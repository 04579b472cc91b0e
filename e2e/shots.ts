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

/**
 * A journey written for both languages runs each language at one width: Korean on the phone
 * project, Traditional Chinese on the desktop one (playwright.config.ts). Every journey still
 * meets both languages and both widths, in half the time of the full cross product; layout per
 * language and width is what the screenshot and accessibility runs look at.
 */
export const LOCALE_WIDTH = { ko: 'phone', 'zh-TW': 'desktop' } as const;
export const localeTag = (locale: keyof typeof LOCALE_WIDTH) => ({ tag: `@${locale}` });
/** A test that runs once, on the named project: for tests that set their own width. */
export const onlyOn = (width: keyof typeof VIEWPORTS) => ({ tag: `@${width}` });

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
