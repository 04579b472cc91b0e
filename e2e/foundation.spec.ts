import { expect, test } from './fixtures';
import { SCREENSHOTS_TAG, VIEWPORTS } from './shots';

test.describe('first visit in Korean', () => {
  test('community home renders Korean from the server', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/community$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('heading', { name: '커뮤니티' })).toBeVisible();
    await expect(page).toHaveTitle(/슬라임 커뮤니티/);
    await expect(page.getByRole('navigation').first()).toBeVisible();
  });

  test('the language switch changes the language and remembers it', async ({ page }) => {
    await page.goto('/community');
    await page.getByRole('button', { name: '繁體中文' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    await page.goto('/community/notice');
    await expect(page.getByRole('heading', { name: '公告', level: 1 })).toBeVisible();
    await page.goto('/community');
    await page.getByRole('button', { name: '韓語' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  });
});

test('the bottom bar: five tabs inside the screen, and its "more" sheet switches the language', async ({ page }) => {
  await page.goto('/community/notice');
  const viewport = page.viewportSize()!;
  const bar = page.getByRole('navigation', { name: '주요 메뉴' });
  await expect(bar.getByRole('listitem')).toHaveCount(5);
  const tabs = bar.locator('a, button');
  await expect(tabs).toHaveText(['홈', '커뮤니티', '마켓', '마이페이지', '더보기']);
  for (const tab of await tabs.all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    // Nor is a label cut inside its tab.
    expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest/ko.webmanifest');

  const more = bar.getByRole('button', { name: '더보기' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  const sheet = page.getByRole('dialog', { name: '전체 메뉴' });
  await expect(sheet.getByRole('link', { name: '공지사항' })).toHaveAttribute('aria-current', 'page');
  // The game's screens are the app's: a browser's sheet does not offer them.
  await expect(sheet.getByRole('button', { name: '월드' })).toHaveCount(0);
  await sheet.getByRole('button', { name: '繁體中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await expect(page.getByRole('heading', { name: '公告', level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: '所有選單' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: '主選單' }).getByRole('button', { name: '更多' })).toBeFocused();
  await page.goto('/market');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest/zh-TW.webmanifest');
});

test.describe('a browser asking for Traditional Chinese', () => {
  test.use({ locale: 'zh-TW' });

  test('gets server-rendered Traditional Chinese notices', async ({ page, request }) => {
    await page.goto('/community/notice');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    await expect(page.getByRole('heading', { name: '公告', level: 1 })).toBeVisible();
    const html = await (await request.get('/community/notice', { headers: { 'accept-language': 'zh-TW' } })).text();
    expect(html).toContain('lang="zh-TW"');
    expect(html).not.toMatch(/[\uAC00-\uD7A3]{4,}/);
  });
});

test('notice list → detail, with share tags for crawlers', async ({ page, request }) => {
  const title: string = (await (await request.get('/api/v1/board/notice/?lang=ko')).json()).data.results[0].title;
  await page.goto('/community/notice');
  await page.getByRole('main').getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/community\/notice\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Share tags as crawlers read them: in the document itself (after a quick client navigation Next
  // can leave the previous page's og:title in <head>, which no crawler sees).
  await page.reload();
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/community\/notice\/\d+$/);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  await page.getByRole('link', { name: '목록으로' }).click();
  await expect(page).toHaveURL(/\/community\/notice$/);
});

test('the webview token hand-off signs the user in and cleans the URL', async ({ page, request, context }) => {
  const login = await request.post('/api/v1/user/login/community/', {
    data: { identifier: 'demo@example.com', password: 'demo1234!' },
  });
  expect(login.ok()).toBeTruthy();
  const { data } = await login.json();
  await page.goto(`/community/notice?token=${encodeURIComponent(data.token)}&deviceId=ios-device-7`);
  await expect(page).toHaveURL(/\/community\/notice$/);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'slime_token')).toMatchObject({ value: data.token, httpOnly: true });
  expect(cookies.find((c) => c.name === 'slime_device_id')).toMatchObject({ value: 'ios-device-7', httpOnly: true });
  await expect
    .poll(async () => page.evaluate(() => JSON.parse(localStorage.getItem('slime-user') ?? '{}').state))
    .toMatchObject({ userToken: data.token, userDeviceId: 'ios-device-7', isAuthenticated: true, user: { nickname: data.user.nickname } });
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'slime_handoff')).toBe(false);
});

test('an unknown page shows the 404 page with a go-back button', async ({ page }) => {
  await page.goto('/community/notice');
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없어요' })).toBeVisible();
  await page.getByRole('button', { name: '돌아가기' }).click();
  await expect(page).toHaveURL(/\/community\/notice$/);
});

test('a missing notice is a 404 too', async ({ page }) => {
  const response = await page.goto('/community/notice/999999');
  expect(response?.status()).toBe(404);
});

test.describe('layout on a wide screen', () => {
  test('footer shows above 1200 px and hides at 1200 px; the column is at most 500 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/community');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    await expect(footer.getByRole('link')).toHaveText([/이용약관/, /개인정보/, /도움말/]);
    const column = await page.locator('.app-column').boundingBox();
    expect(column!.width).toBeLessThanOrEqual(500);
    expect(column!.x).toBeGreaterThan(300);
    await page.setViewportSize({ width: 1200, height: 900 });
    await expect(footer).toBeHidden();
  });
});

test('API answers the envelope and the OpenAPI document', async ({ request }) => {
  const res = await request.get('/api/v1/board/notice/');
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ code: 0, data: { count: expect.any(Number) } });
  const doc = await (await request.get('/api/openapi.json')).json();
  expect(doc.openapi).toBe('3.1.0');
});

// Only in the opt-in "screenshots" project (e2e/shots.ts).
test('screenshots for review', { tag: SCREENSHOTS_TAG }, async ({ page }, info) => {
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    for (const locale of ['ko', 'zh-TW']) {
      await page.context().addCookies([{ name: 'NEXT_LOCALE', value: locale, url: info.project.use.baseURL! }]);
      for (const path of ['/community', '/community/notice', '/nope']) {
        await page.goto(path);
        await page.screenshot({ path: info.outputPath(`${width}-${locale}${path.replaceAll('/', '_')}.png`), fullPage: false });
      }
    }
  }
});

test('pages run under the Content-Security-Policy without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content.Security.Policy|Refused to (execute|load|apply)/i.test(msg.text())) violations.push(msg.text());
  });
  const response = await page.goto('/community/notice');
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
  // Hydrated: the client language switch works only if Next's nonced scripts ran.
  await page.goto('/community');
  await page.getByRole('button', { name: '繁體中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await page.context().clearCookies();
  expect(violations).toEqual([]);
});
