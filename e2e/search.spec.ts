import { expect, test } from './fixtures';

// Issue 4: two-character Korean and Chinese words are found (trigram indexes alone cannot).
test('search finds a two-character Korean word', async ({ page }) => {
  await page.goto('/community/search');
  const box = page.getByRole('searchbox');
  await box.fill('모자');
  const results = page.getByRole('tabpanel').getByRole('link').filter({ hasText: /.+/ });
  await expect(results.first()).toBeVisible();
  await page.goto('/community/search/post?keyword=%EB%AA%A8%EC%9E%90');
  await expect(page.getByRole('main')).toContainText('모자');
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
