import { expect, test, type Page } from './fixtures';
import { localeTag, SCREENSHOTS_TAG, VIEWPORTS } from './shots';

// The read side of the community board: main page → a section's "more" → the list → a post →
// back to the same place in the list; and what a crawler without JavaScript gets.

const TEXT = {
  ko: {
    hot: '지금 뜨는 글',
    all: '전체 글',
    moreAll: '전체 글 더보기',
    listMore: '더 불러오기',
    back: '뒤로 가기',
    allTab: '전체',
    comments: '댓글',
  },
  'zh-TW': {
    hot: '熱門文章',
    all: '全部文章',
    moreAll: '更多全部文章',
    listMore: '載入更多',
    back: '返回',
    allTab: '全部',
    comments: '留言',
  },
} as const;

type Lang = keyof typeof TEXT;

const rows = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.locator('a[href^="/community/detail/"]') })
    .last()
    .locator('> li');

// Resolves with window.scrollY once it has not moved for ten frames. Runs in the page.
function restingScrollY() {
  return new Promise<number>((resolve) => {
    let last = -1;
    let still = 0;
    const frame = () => {
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
      if (still >= 10) resolve(last);
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

async function journey(page: Page, lang: Lang) {
  const t = TEXT[lang];
  await page.goto('/community');
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('heading', { name: t.hot })).toBeVisible();
  // the five sections each preview three posts
  const allSection = page.locator('section', { has: page.getByRole('heading', { name: t.all, exact: true }) });
  await expect(allSection.locator('a[href^="/community/detail/"]')).toHaveCount(3);
  await allSection.getByRole('link', { name: t.moreAll }).click();

  await expect(page).toHaveURL(/\/community\/posts\?category=37$/);
  await expect(page.getByRole('navigation').getByRole('link', { name: t.allTab, exact: true })).toHaveAttribute('aria-current', 'page');
  const list = rows(page);
  // The pinned posts leading the list are in the reader's language (official ones translated).
  const pinned = await list.and(page.locator('[data-pinned]')).getByRole('link').allTextContents();
  expect(pinned.length).toBeGreaterThan(0);
  for (const title of pinned) expect({ title, hangul: /\p{Script=Hangul}/u.test(title) }).toEqual({ title, hangul: lang === 'ko' });
  const firstPage = await list.count();
  expect(firstPage).toBeGreaterThanOrEqual(10);
  // two more pages by cursor
  for (let k = 1; k <= 2; k++) {
    await page.getByRole('button', { name: t.listMore }).click();
    await expect(list).toHaveCount(firstPage + 10 * k);
  }

  const target = list.nth(firstPage + 12);
  await target.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 120);
  // The wheel scrolls smoothly: the place to come back to is where the page comes to rest.
  const scrolled = await page.evaluate(restingScrollY);
  expect(scrolled).toBeGreaterThan(300);
  const link = target.getByRole('link');
  const href = (await link.getAttribute('href'))!;
  const rowTitle = (await link.locator('span').first().textContent()) ?? '';
  await link.click();

  await expect(page).toHaveURL(new RegExp(`${href}$`));
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  expect(rowTitle).toContain(await heading.textContent());
  await expect(page.locator('#comments')).toBeVisible();
  await page.getByRole('button', { name: t.back }).click();

  await expect(page).toHaveURL(/\/community\/posts\?category=37$/);
  // the loaded pages are still there, the place in the list is restored, the post is marked read
  await expect(list).toHaveCount(firstPage + 20);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 60);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 60);
  await expect(list.nth(firstPage + 12)).toHaveAttribute('data-read', 'true');
}

function htmlEscape(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

async function crawlerSeesPostAndComments(request: import('@playwright/test').APIRequestContext, lang: Lang) {
  const listed = await (await request.get(`/api/v1/community/?category=37&page_size=50&lang=${lang}`)).json();
  const post = (listed.data.results as Array<{ id: number; title: string; reply_count: number }>).find((p) => p.reply_count >= 2)!;
  const replies = await (await request.get(`/api/v1/community/replies/?post_id=${post.id}&lang=${lang}`)).json();
  const comment = (replies.data.results as Array<{ content: string; is_deleted: boolean }>).find((c) => !c.is_deleted)!;

  const res = await request.get(`/community/detail/${post.id}`, { headers: { cookie: `NEXT_LOCALE=${lang}` } });
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain(`<meta property="og:title" content="${htmlEscape(post.title)}"/>`);
  expect(html).toMatch(new RegExp(`<h1[^>]*>${htmlEscape(post.title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
  expect(html).toContain(htmlEscape(comment.content));
  expect(html).toContain('"@type":"DiscussionForumPosting"');
  expect(html).toContain(`<link rel="canonical" href="${new URL(`/community/detail/${post.id}`, res.url()).toString()}"/>`);
  expect(html).toContain('name="twitter:card"');
  expect(html).toContain(TEXT[lang].comments);
}

test.describe('in Korean', localeTag('ko'), () => {
  test('main page → all posts → more pages → a post → back to the same place', async ({ page }) => {
    await journey(page, 'ko');
  });

  test('a crawler without JavaScript gets the post, its comments and the share card', async ({ request }) => {
    await crawlerSeesPostAndComments(request, 'ko');
  });
});

test.describe('in Traditional Chinese', localeTag('zh-TW'), () => {
  test.use({ locale: 'zh-TW' });

  test('main page → all posts → more pages → a post → back to the same place', async ({ page }) => {
    await journey(page, 'zh-TW');
  });

  test('a crawler without JavaScript gets the post, its comments and the share card', async ({ request }) => {
    await crawlerSeesPostAndComments(request, 'zh-TW');
  });
});

test('category tabs: a group lists its boards, a board its posts; missing posts are 404', async ({ page, request }) => {
  await page.goto('/community/posts?category=3');
  const boards = page.getByRole('list', { name: '거래 세부 게시판' });
  await expect(boards.getByRole('link')).toHaveText(['거래 전체', '판매', '구매', '교환', '나눔']);
  // a list mixing boards tags each trade post with its kind
  await expect(
    rows(page)
      .getByRole('link')
      .filter({ hasText: /^\[(판매|구매|교환|나눔)\]/ })
      .first(),
  ).toBeVisible();
  await boards.getByRole('link', { name: '구매' }).click();
  await expect(page).toHaveURL(/category=18$/);
  await expect(boards.getByRole('link', { name: '구매' })).toHaveAttribute('aria-current', 'page');
  // The board leads with the reader's language (the demo has 8 Korean posts there of 14); the
  // switch shows them all, by pages.
  const language = page.getByRole('navigation', { name: '글 언어' });
  await expect(language.getByRole('link', { name: '한국어 글만' })).toHaveAttribute('aria-current', 'page');
  await expect(rows(page).first()).toBeVisible();
  const korean = await rows(page).count();
  expect(korean).toBeLessThan(10);
  await expect(page.getByRole('button', { name: '더 불러오기' })).toBeHidden();
  await language.getByRole('link', { name: '모든 언어' }).click();
  await expect(page).toHaveURL(/category=18&lang=all$/);
  await expect(language.getByRole('link', { name: '모든 언어' })).toHaveAttribute('aria-current', 'page');
  await expect(rows(page)).toHaveCount(10);
  await page.getByRole('button', { name: '더 불러오기' }).click();
  await expect.poll(() => rows(page).count()).toBeGreaterThan(korean + 4);
  // The board tabs keep the choice.
  await expect(boards.getByRole('link', { name: '판매' })).toHaveAttribute('href', /lang=all/);
  expect((await request.get('/community/detail/999999')).status()).toBe(404);
  // An unknown board shows the 404 page, marked noindex.
  await page.goto('/community/posts?category=999');
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없어요' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
});

// Only in the opt-in "screenshots" project (e2e/shots.ts).
test('screenshots for review', { tag: SCREENSHOTS_TAG }, async ({ page }, info) => {
  const listed = await (await page.request.get('/api/v1/community/?category=46&page_size=1')).json();
  const contest = listed.data.results[0].id as number;
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    for (const lang of ['ko', 'zh-TW'] as const) {
      await page.context().addCookies([{ name: 'NEXT_LOCALE', value: lang, url: info.project.use.baseURL! }]);
      for (const path of ['/community', '/community/posts?category=17', `/community/detail/${contest}`]) {
        await page.goto(path);
        await page.screenshot({ path: info.outputPath(`${width}-${lang}${path.replace(/[/?=]/g, '_')}.png`), fullPage: true });
      }
    }
  }
});
