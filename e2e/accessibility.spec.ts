import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { onlyOn } from './shots';

// No serious or critical axe violation (WCAG 2.1 A and AA) on every screen, in both languages at
// phone width: as a guest, signed in, and as an administrator. The tests are split between the phone
// and desktop projects' servers (playwright.config.ts) so the two halves take about as long.

const GUEST_PAGES = [
  '/community',
  '/community/posts',
  '/community/posts?category=3',
  '/community/posts?category=18&lang=all',
  '/community/notice',
  '/community/modlog',
  '/community/search',
  '/community/search/post?keyword=%EC%8A%AC%EB%9D%BC%EC%9E%84',
  '/probability',
  '/guide',
  '/market',
  '/mission',
  '/login',
  '/register',
  '/password-reset',
  '/nope',
  '/',
  '/community/search/item?keyword=%EB%82%A0%EA%B0%9C',
  '/guide/guild-ornaments',
];
const MEMBER_PAGES = [
  '/my',
  '/account',
  '/support',
  '/support/new',
  '/market/wishlist',
  '/community/write',
  '/community/my',
  '/my/room',
  '/my/edit',
  '/my/badges',
  '/my/notifications',
  '/my/sanctions',
  '/mission',
];
const ADMIN_PAGES = [
  '/admin',
  '/admin/members',
  '/admin/posts',
  '/admin/reports',
  '/admin/takedowns',
  '/admin/trades',
  '/admin/inquiries',
  '/admin/appeals',
  '/admin/notices',
  '/admin/probability',
  '/admin/missions',
  '/admin/word-filters',
  '/admin/items',
  '/admin/guides',
  '/admin/banners',
  '/admin/audit',
  '/admin/outbox',
];
// Lists whose first row opens an editor, and the lists' "new" forms.
const ADMIN_DETAILS = [
  '/admin/members',
  '/admin/inquiries',
  '/admin/notices',
  '/admin/probability',
  '/admin/missions',
  '/admin/word-filters',
  '/admin/items',
  '/admin/guides',
];
const ADMIN_NEW = [
  '/admin/notices/new',
  '/admin/probability/new',
  '/admin/missions/new',
  '/admin/word-filters/new',
  '/admin/items/new',
  '/admin/guides/new',
];

// Legacy mode runs axe in the page itself instead of opening a second page to merge the frames'
// results (the app has no frames): about 2.5 times faster on this machine.
async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function expectAccessible(page: Page, label: string) {
  await page.waitForLoadState('networkidle');
  expect.soft(await seriousViolations(page), label).toEqual([]);
}

async function signIn(request: APIRequestContext, identifier: string, password: string, address: string) {
  const login = await request.post('/api/v1/user/login/community/', {
    data: { identifier, password },
    headers: { 'x-forwarded-for': address },
  });
  return (await login.json()).data.token as string;
}

for (const [n, locale] of (['ko', 'zh-TW'] as const).entries()) {
  test.describe(locale, () => {
    test.use({ locale: locale === 'ko' ? 'ko-KR' : 'zh-TW', viewport: { width: 390, height: 844 } });
    // Each page is loaded and analysed in turn; axe takes a second or two a page on this machine.
    test.slow();

    test('guest lists and forms have no serious accessibility violation', onlyOn('phone'), async ({ page }) => {
      for (const path of GUEST_PAGES) {
        await page.goto(path);
        await expectAccessible(page, `${path} (${locale})`);
      }
    });

    test('guest detail screens have no serious accessibility violation', onlyOn('desktop'), async ({ page, request }) => {
      const post = (await (await request.get('/api/v1/community/?page_size=1')).json()).data.results[0] as {
        id: number;
        author: { uuid: string };
      };
      const notice = (await (await request.get('/api/v1/board/notice/?page_size=1')).json()).data.results[0] as { id: number };
      const table = (await (await request.get('/api/v1/probability/ticket/')).json()).data[0] as { id: number };
      // A box with a guarantee and a price: the calculator's full answer.
      const box = (await (await request.get('/api/v1/probability/treasure-box/')).json()).data[0] as { id: number };
      const people = `/users/${post.author.uuid}`;
      const detailPages = [
        `/community/detail/${post.id}`,
        `/community/notice/${notice.id}`,
        '/probability/ticket',
        `/probability/ticket/${table.id}`,
        `/probability/treasure-box/${box.id}`,
        `/probability/treasure-box/${box.id}/ledger`,
        people,
        `${people}/room`,
        `/market/wishlist/${post.author.uuid}`,
        '/help',
        '/terms',
        '/privacy',
      ];
      for (const path of detailPages) {
        await page.goto(path);
        await expectAccessible(page, `${path} (${locale})`);
      }
      // An item's detail opens as a dialog over the market.
      await page.goto('/market');
      await page.locator('main a[href*="item="]').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, `item dialog (${locale})`);
      // The bottom bar's "more" sheet.
      await page.goto('/community');
      await page
        .getByRole('navigation', { name: locale === 'ko' ? '주요 메뉴' : '主選單' })
        .getByRole('button', { name: locale === 'ko' ? '더보기' : '更多' })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, `the bottom bar's sheet (${locale})`);
    });

    test('member screens have no serious accessibility violation', onlyOn('desktop'), async ({ page, request }) => {
      const token = await signIn(request, 'demo@example.com', 'demo1234!', `10.77.0.${n + 1}`);
      for (const [i, path] of MEMBER_PAGES.entries()) {
        await page.goto(i === 0 ? `${path}?token=${encodeURIComponent(token)}` : path);
        await expectAccessible(page, `${path} (${locale})`);
      }
      // A saved look's share page.
      const look = await request.post('/api/v1/room/looks/', {
        headers: { authorization: `Token ${token}` },
        data: { name: `a11y ${locale}` },
      });
      const share = `/room/${(await look.json()).data.uuid}`;
      await page.goto(share);
      await expectAccessible(page, `${share} (${locale})`);
      // An inquiry's thread.
      const inquiry = await request.post('/api/v1/support/inquiries/', {
        headers: { authorization: `Token ${token}` },
        data: { category: 'feature', title: `a11y ${locale}`, content: '접근성 점검 문의' },
      });
      const thread = `/support/${(await inquiry.json()).data.id}`;
      await page.goto(thread);
      await expectAccessible(page, `${thread} (${locale})`);
      // The pixel picker's open list, on the write form.
      await page.goto('/community/write');
      await page.getByRole('combobox').first().click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await expectAccessible(page, `/community/write with the category list open (${locale})`);
    });

    test('administration lists have no serious accessibility violation', onlyOn('desktop'), async ({ page, request }) => {
      const token = await signIn(request, 'admin@example.com', 'admin1234!', `10.77.1.${n + 1}`);
      for (const [i, path] of ADMIN_PAGES.entries()) {
        await page.goto(i === 0 ? `${path}?token=${encodeURIComponent(token)}` : path);
        await expectAccessible(page, `${path} (${locale})`);
      }
    });

    test('administration editors have no serious accessibility violation', onlyOn('phone'), async ({ page, request }) => {
      const token = await signIn(request, 'admin@example.com', 'admin1234!', `10.77.2.${n + 1}`);
      for (const [i, list] of ADMIN_DETAILS.entries()) {
        await page.goto(i === 0 ? `${list}?token=${encodeURIComponent(token)}` : list);
        const detail = await page.locator(`main a[href^="${list}/"]:not([href$="/new"])`).first().getAttribute('href');
        await page.goto(detail!);
        await expectAccessible(page, `${detail} (${locale})`);
      }
      for (const path of ADMIN_NEW) {
        await page.goto(path);
        await expectAccessible(page, `${path} (${locale})`);
      }
    });
  });
}
