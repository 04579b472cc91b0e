import { expect, test } from './fixtures';

// Issue 4: two-character Korean and Chinese words are found (trigram indexes alone cannot).
// Issue 28: the main page's search box lands on the results for its keyword, and an old
// /community/search?keyword= link is sent there too.
test('search finds a two-character Korean word, from the main page’s box', async ({ page, request }) => {
  await page.goto('/community');
  await page.getByRole('search').getByRole('searchbox').fill('모자');
  await page.getByRole('search').getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/community\/search\/post\?keyword=%EB%AA%A8%EC%9E%90$/);
  await expect(page.getByRole('searchbox')).toHaveValue('모자');
  const results = page.getByRole('tabpanel').getByRole('link').filter({ hasText: '모자' });
  await expect(results.first()).toBeVisible();

  const old = await request.get('/community/search?keyword=%EB%AA%A8%EC%9E%90', { maxRedirects: 0 });
  expect(old.status()).toBe(308);
  expect(old.headers()['location']).toBe('/community/search/post?keyword=%EB%AA%A8%EC%9E%90');
  await page.goto('/community/search');
  const box = page.getByRole('searchbox');
  await box.fill('모자');
  await expect(page.getByRole('tabpanel').getByRole('link').filter({ hasText: /.+/ }).first()).toBeVisible();
});

test.describe('in Traditional Chinese', () => {
  test.use({ locale: 'zh-TW' });

  test('search finds a two-character Chinese word, server-rendered', async ({ page, request }) => {
    const html = await (await request.get('/community/search/post?keyword=%E4%BA%A4%E6%98%93')).text();
    expect(html).toContain('交易');
    await page.goto('/community/search');
    await page.getByRole('searchbox').fill('交易');
    await expect(page.getByRole('tabpanel')).toContainText('交易');
  });
});
