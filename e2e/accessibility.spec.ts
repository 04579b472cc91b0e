import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// No serious or critical axe violation (WCAG 2.1 A and AA) on the community core, in both
// languages at phone width, as a guest and signed in.

const GUEST_PAGES = [
  '/community',
  '/community/posts',
  '/community/posts?category=3',
  '/community/notice',
  '/probability',
  '/guide',
  '/market',
];
const MEMBER_PAGES = ['/my', '/account', '/support', '/market/wishlist'];

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const locale of ['ko', 'zh-TW'] as const) {
  test.describe(locale, () => {
    test.use({ locale: locale === 'ko' ? 'ko-KR' : 'zh-TW', viewport: { width: 390, height: 844 } });
    test('the community core has no serious accessibility violation', async ({ page, request }) => {
      const post = (await (await request.get('/api/v1/community/?page_size=1')).json()).data.results[0] as { id: number };
      for (const path of [...GUEST_PAGES, `/community/detail/${post.id}`]) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page), `${path} (${locale})`).toEqual([]);
      }
      const login = await request.post('/api/v1/user/login/community/', {
        data: { identifier: 'demo@example.com', password: 'demo1234!' },
        headers: { 'x-forwarded-for': locale === 'ko' ? '10.77.0.1' : '10.77.0.2' },
      });
      const token = (await login.json()).data.token as string;
      for (const [i, path] of MEMBER_PAGES.entries()) {
        await page.goto(i === 0 ? `${path}?token=${encodeURIComponent(token)}` : path);
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page), `${path} (${locale})`).toEqual([]);
      }
    });
  });
}
