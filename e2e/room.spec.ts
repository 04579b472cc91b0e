import { expect, test, type APIRequestContext } from './fixtures';
import { localeTag } from './shots';
import ko from '../messages/ko/user.json';
import zh from '../messages/zh-TW/user.json';
import koNav from '../messages/ko/components.json';
import zhNav from '../messages/zh-TW/components.json';

// My room: from the bottom bar's "more" sheet, a member dresses the slime, furnishes the room, saves the look,
// and a guest opens its share page, whose Open Graph image is a PNG of the dressed slime.

const RUNS = [
  { locale: 'ko', t: ko.room, nav: koNav.nav, address: '10.88.0.1' },
  { locale: 'zh-TW', t: zh.room, nav: zhNav.nav, address: '10.88.0.2' },
] as const;

async function signIn(request: APIRequestContext, address: string) {
  const res = await request.post('/api/v1/user/login/community/', {
    data: { identifier: 'demo@example.com', password: 'demo1234!' },
    headers: { 'x-forwarded-for': address },
  });
  return (await res.json()).data.token as string;
}

for (const { locale, t, nav, address } of RUNS) {
  test.describe(`my room in ${locale}`, localeTag(locale), () => {
    test.use({ locale: locale === 'ko' ? 'ko-KR' : 'zh-TW' });

    test('dress the slime, save the look, and share it with a guest', async ({ page, request, browser }) => {
      const token = await signIn(request, address);
      await page.goto(`/community?token=${encodeURIComponent(token)}`);
      await page.getByRole('navigation', { name: nav.label }).getByRole('button', { name: nav.more }).click();
      await page.getByRole('dialog', { name: nav.sheet }).getByRole('link', { name: nav.myRoom }).click();
      await expect(page).toHaveURL(/\/my\/room$/);
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

      // Put on the first piece of equipment, then a floor.
      const items = page.getByTestId('studio-item');
      await items.first().click();
      await expect(items.first()).toHaveAttribute('aria-pressed', 'true');
      const worn = (await items.first().locator('span').first().textContent())!.trim();
      await page.getByRole('tab', { name: t.studio.tabs.backdrop }).click();
      await items.first().click();
      await expect(items.first()).toHaveAttribute('aria-pressed', 'true');
      // Further down the page, the room is still in view (pinned on phones, its own column on wide screens).
      await page.getByLabel(t.studio.name).scrollIntoViewIfNeeded();
      await expect(page.getByTestId('studio-preview')).toBeInViewport();

      const name = `${locale === 'ko' ? '봄 나들이' : '春遊'} ${Date.now() % 100000}`;
      await page.getByLabel(t.studio.name).fill(name);
      await page.getByRole('button', { name: t.studio.save, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: t.studio.saved })).toBeVisible();

      // The look's share page, as a guest: the look, its items linked to the market, and its image.
      const share = await page.getByRole('link', { name: t.studio.share }).getAttribute('href');
      expect(share).toMatch(/^\/room\/[0-9a-f-]{36}$/);
      const guest = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: locale === 'ko' ? 'ko-KR' : 'zh-TW' });
      const guestPage = await guest.newPage();
      await guestPage.goto(share!);
      await expect(guestPage.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(guestPage.getByRole('link', { name: new RegExp(worn.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first()).toHaveAttribute(
        'href',
        /\/market\?item=/,
      );
      const image = await guestPage.locator('meta[property="og:image"]').first().getAttribute('content');
      const og = await request.get(new URL(image!).pathname);
      expect(og.status()).toBe(200);
      expect(og.headers()['content-type']).toBe('image/png');
      expect((await og.body()).length).toBeGreaterThan(1000);
      await guest.close();
    });
  });
}
