import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { chromium, expect, test, type CDPSession, type Page } from './fixtures';
import { localeTag } from './shots';

// The installable app (lib/pwa/manifest.ts, one manifest per language) and reading offline (lib/pwa/service-worker.ts), on the
// production build. The other specs block service workers (playwright.config.ts); this one needs it.
test.use({ serviceWorkers: 'allow' });

const TEXT = {
  ko: { banner: '오프라인이에요 · 저장된 페이지만 볼 수 있어요', offline: '오프라인이에요' },
  'zh-TW': { banner: '目前離線 · 只能查看已儲存的頁面', offline: '目前離線' },
} as const;

/** Waits until the worker controls the page, then loads it again so the page goes through it. */
async function underWorker(page: Page) {
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  expect(await page.evaluate(() => new URL(navigator.serviceWorker.controller!.scriptURL).pathname)).toBe('/sw.js');
}

/**
 * Opens a page with the network off. `context.setOffline` cuts the page's and the worker's network;
 * the document a navigation brings can still read `navigator.onLine` as true in this Chromium, so
 * the page's own DevTools session says offline again (which fires the `offline` event the banner
 * listens to).
 */
async function openOffline(page: Page, cdp: CDPSession, url: string) {
  await page.goto(url);
  await cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
}

async function kept(page: Page, cache: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    const c = await caches.open(name);
    return (await c.keys()).map((r) => new URL(r.url).pathname);
  }, cache);
}

for (const locale of ['ko', 'zh-TW'] as const) {
  test.describe(`the app offline in ${locale}`, localeTag(locale), () => {
    test.use({ locale: locale === 'ko' ? 'ko-KR' : 'zh-TW' });

    test('the worker installs; a guide and a post read once open offline; an unread page shows the offline page', async ({
      page,
      context,
    }) => {
      await page.goto('/community');
      await underWorker(page);
      const post = await page.locator('a[href^="/community/detail/"]').first().getAttribute('href');
      expect(post).toMatch(/^\/community\/detail\/\d+$/);

      // Read once, online, through the worker.
      await page.goto('/guide/getting-started');
      const guideTitle = await page.title();
      await expect.poll(() => kept(page, 'slime-reference-pages')).toContain('/guide/getting-started');
      await page.goto(post!);
      const postTitle = await page.title();
      await expect.poll(() => kept(page, 'slime-posts')).toContain(post);

      const cdp = await context.newCDPSession(page);
      await context.setOffline(true);
      try {
        await openOffline(page, cdp, '/guide/getting-started');
        expect(await page.title()).toBe(guideTitle);
        await expect(page.getByText(TEXT[locale].banner)).toBeVisible();

        await openOffline(page, cdp, post!);
        expect(await page.title()).toBe(postTitle);

        // Never read: the offline page, in both languages, the reader's first.
        await openOffline(page, cdp, '/guide/daily-rewards');
        await expect(page.getByRole('heading', { level: 1, name: TEXT[locale].offline })).toBeVisible();
        await expect(page.getByTestId('offline-retry')).toBeVisible();
        const other = locale === 'ko' ? 'zh-TW' : 'ko';
        await expect(page.getByRole('heading', { name: TEXT[other].offline })).toBeVisible();
      } finally {
        await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
        await context.setOffline(false);
      }
      // Back online the same address is the page again, and the banner is gone.
      await page.goto('/guide/daily-rewards');
      await expect(page.getByTestId('offline-retry')).toHaveCount(0);
      await expect(page.getByText(TEXT[locale].banner)).toHaveCount(0);
    });

    test('the manifest in the reader’s language passes Chrome’s installability check', async ({ request }, info) => {
      const manifest = await (await request.get(`/manifest/${locale}.webmanifest`)).json();
      expect(manifest).toMatchObject({ display: 'standalone', start_url: '/community', scope: '/', lang: locale });
      const pictures = [...manifest.icons, ...manifest.shortcuts.flatMap((s: { icons: unknown[] }) => s.icons), ...manifest.screenshots];
      for (const picture of pictures as Array<{ src: string }>) {
        const res = await request.get(picture.src);
        expect(res.headers()['content-type']).toBe('image/png');
      }
      // Chrome reports "in-incognito" for the off-the-record profiles of ordinary test contexts:
      // the check runs in a persistent profile, like a player's browser.
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slime-install-'));
      const { launchOptions, baseURL } = info.project.use;
      const context = await chromium.launchPersistentContext(dir, {
        ...launchOptions,
        baseURL,
        serviceWorkers: 'allow',
        locale: locale === 'ko' ? 'ko-KR' : 'zh-TW',
      });
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        await page.goto('/community');
        await underWorker(page);
        const cdp = await context.newCDPSession(page);
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        expect(installabilityErrors).toEqual([]);
        const { url, errors } = await cdp.send('Page.getAppManifest');
        expect(new URL(url).pathname).toBe(`/manifest/${locale}.webmanifest`);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}
