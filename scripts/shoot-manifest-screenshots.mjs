// `node scripts/shoot-manifest-screenshots.mjs [base URL]`: the pictures the install dialog shows
// (the manifests' `screenshots`, lib/pwa/manifest.ts), taken from a running demo server (default
// http://localhost:3000, e.g. `npm start` on a fresh data directory) with Playwright on Debian's
// Chromium: the community home as a guest, in each language, at a phone's and a wide screen's size.
// Written to public/screenshots/<locale>-<narrow|wide>.png as palette PNGs.
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const base = process.argv[2] ?? 'http://localhost:3000';
// The sizes lib/pwa/manifest.ts states (MANIFEST_SCREENSHOTS).
const FORMS = { narrow: { width: 390, height: 844 }, wide: { width: 1280, height: 800 } };
const LOCALES = ['ko', 'zh-TW'];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const locale of LOCALES) {
    for (const [form, viewport] of Object.entries(FORMS)) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1, locale, serviceWorkers: 'block' });
      await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: base }]);
      const page = await context.newPage();
      await page.goto(`${base}/community`, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      const shot = await page.screenshot({ animations: 'disabled' });
      const file = path.join(root, 'public/screenshots', `${locale}-${form}.png`);
      await sharp(shot).png({ compressionLevel: 9, palette: true }).toFile(file);
      console.log(`${path.relative(root, file)}: ${viewport.width} × ${viewport.height}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
