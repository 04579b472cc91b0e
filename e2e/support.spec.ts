import path from 'node:path';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from './fixtures';
import koSupport from '../messages/ko/support.json';
import zhSupport from '../messages/zh-TW/support.json';
import { pick } from './pick';
import { localeTag, shotsDir, stepShot } from './shots';

// Journeys of the guide book and customer center in both languages, at 390 and 1280 px
// (the phone and desktop projects). Screen texts come from the catalogues.
//
// Korean runs sign in as the demo member; Traditional Chinese runs as a Taiwanese seed member,
// so that no member passes the limit of five inquiries an hour over both projects.

type Catalogue = typeof koSupport;

const RUNS = [
  {
    locale: 'ko',
    t: koSupport,
    account: { identifier: 'demo@example.com', password: 'demo1234!' },
    answered: '닉네임 변경은 어떻게 하나요?',
    guide: { keyword: '날개', title: '장비 부위와 그려지는 순서', other: '안전하게 거래하기', empty: '길드 장식 꾸미기 (준비 중)' },
    inquiry: {
      category: 'bug',
      title: '천사 날개가 몸에 가려져요',
      content: '천사 날개를 장착했는데 날개 가운데가 몸에 가려져서 반쪽만 보여요.',
      botGuide: '장비 부위와 그려지는 순서',
      followUp: '알려 주신 방법으로도 닉네임 변경권이 상점에 보이지 않아요.',
    },
  },
  {
    locale: 'zh-TW',
    t: zhSupport as Catalogue,
    account: { identifier: 'abao@example.com', password: 'slime1234!' },
    answered: '檢舉站外交易廣告帳號',
    guide: { keyword: '翅膀', title: '裝備部位與繪製順序', other: '安全交易', empty: '公會裝飾佈置（準備中）' },
    inquiry: {
      category: 'faq',
      title: '公會寶箱每天可以領幾次？',
      content: '加入公會以後，公會寶箱的獎勵每天可以領幾次？',
      botGuide: '加入公會與公會戰',
      followUp: '同一個帳號換了名字又回來交易區留言了。',
    },
  },
] as const;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));

// Each test its own client address, so the per-IP login limit is never the thing under test.
function clientIp(info: TestInfo) {
  const n = [...`${info.title}|${info.project.name}|${info.retry}|${Date.now()}`].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  return `10.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`;
}

async function signIn(
  page: Page,
  request: APIRequestContext,
  account: { identifier: string; password: string },
  info: TestInfo,
  to: string,
) {
  const login = await request.post('/api/v1/user/login/community/', { data: account, headers: { 'x-forwarded-for': clientIp(info) } });
  expect(login.ok()).toBeTruthy();
  const { token } = (await login.json()).data as { token: string };
  await page.goto(`${to}?token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`));
  return token;
}

async function shot(page: Page, info: TestInfo, locale: string, name: string) {
  await stepShot(page, shotsDir(), `${locale}-${info.project.name}-${name}.png`);
}

for (const run of RUNS) {
  const { t } = run;

  test.describe(`${run.locale}`, localeTag(run.locale), () => {
    test.use({ locale: run.locale });

    test('guide book: list → category filter → search → a guide, and a guide without content', async ({ page }, info) => {
      await page.goto('/guide');
      await expect(page.locator('html')).toHaveAttribute('lang', run.locale);
      await expect(page.getByRole('heading', { level: 1, name: t.guide.title })).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: new RegExp(run.guide.other) })).toBeVisible();
      await shot(page, info, run.locale, 'guide-list');

      await main.getByRole('navigation', { name: t.guide.categoryFilter }).getByRole('link', { name: t.guide.category.slime }).click();
      await expect(page).toHaveURL(/\/guide\?category=slime$/);
      await expect(main.getByRole('link', { name: new RegExp(run.guide.title) })).toBeVisible();
      await expect(main.getByRole('link', { name: new RegExp(run.guide.other) })).toHaveCount(0);

      const search = main.getByRole('searchbox', { name: t.guide.searchLabel });
      await search.fill(run.guide.keyword);
      await search.press('Enter');
      await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(run.guide.keyword)}`));
      await expect(main.getByRole('status')).toHaveText(fill(t.guide.resultCount, { keyword: run.guide.keyword, count: 1 }));
      await shot(page, info, run.locale, 'guide-search');

      await main.getByRole('link', { name: new RegExp(run.guide.title) }).click();
      await expect(page).toHaveURL(/\/guide\/equipment-layers$/);
      await expect(page.getByRole('heading', { level: 1, name: run.guide.title })).toBeVisible();
      // Share tags as crawlers read them: in the document itself (see foundation.spec.ts).
      await page.reload();
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', run.guide.title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/guide\/equipment-layers$/);
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.some((s) => s.includes('"Article"'))).toBe(true);
      expect(jsonLd.some((s) => s.includes('"BreadcrumbList"'))).toBe(true);
      await shot(page, info, run.locale, 'guide-detail');

      await page.goto('/guide/guild-ornaments');
      await expect(page.getByRole('heading', { level: 1, name: run.guide.empty })).toBeVisible();
      await expect(page.getByText(t.guide.guidePageIdEmpty)).toBeVisible();

      const missing = await page.goto('/guide/no-such-guide');
      expect(missing?.status()).toBe(404);
    });

    test('write an inquiry with a picture; the guide bot answers at once', async ({ page, request }, info) => {
      await signIn(page, request, run.account, info, '/support');
      await expect(page.getByRole('heading', { name: t.home.greeting })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: t.home.help })).toHaveAttribute('href', '/help');
      await shot(page, info, run.locale, 'support-home');

      await page.getByRole('main').getByRole('link', { name: t.home.writeInquiry }).click();
      await expect(page).toHaveURL(/\/support\/new$/);

      // Every field is required, with a message per field.
      await page.getByRole('button', { name: t.inquiry.submit }).click();
      await expect(page.getByText(t.inquiry.errors.categoryRequired, { exact: true }).last()).toBeVisible();
      await expect(page.getByText(t.inquiry.errors.titleRequired)).toBeVisible();
      await expect(page.getByText(t.inquiry.errors.contentRequired)).toBeVisible();

      await pick(page, t.inquiry.categoryLabel, t.category[run.inquiry.category]);
      await page.getByLabel(t.inquiry.titleLabel).fill(run.inquiry.title);
      await page.getByLabel(t.inquiry.contentLabel).fill(run.inquiry.content);
      await page.locator('input[type="file"]').setInputFiles(path.join(process.cwd(), 'public/art/posts/1.png'));
      await expect(page.getByRole('img', { name: fill(t.inquiry.imageAlt, { index: 1 }) })).toBeVisible();

      // Nothing typed is lost: a reload brings the draft back, picture included.
      await page.reload();
      await expect(page.getByText(t.inquiry.draftRestored)).toBeVisible();
      await expect(page.getByLabel(t.inquiry.titleLabel)).toHaveValue(run.inquiry.title);
      await expect(page.getByRole('img', { name: fill(t.inquiry.imageAlt, { index: 1 }) })).toBeVisible();
      await shot(page, info, run.locale, 'support-new');

      await page.getByRole('button', { name: t.inquiry.submit }).click();
      await expect(page).toHaveURL(/\/support\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: run.inquiry.title })).toBeVisible();
      await expect(page.getByRole('link', { name: fill(t.inquiry.imageAlt, { index: 1 }) })).toBeVisible();
      const bot = page.getByRole('article', { name: t.author.bot });
      await expect(bot).toBeVisible();
      const recommended = bot.getByRole('navigation', { name: t.bot.relatedGuides }).getByRole('link').first();
      await expect(recommended).toContainText(run.inquiry.botGuide);
      await shot(page, info, run.locale, 'support-bot');

      await recommended.click();
      await expect(page).toHaveURL(/\/guide\/[a-z-]+$/);
      await expect(page.getByRole('heading', { level: 1, name: run.inquiry.botGuide })).toBeVisible();

      // The new inquiry heads the member's list, waiting for an operator.
      await page.goto('/support');
      const first = page.getByRole('main').getByRole('listitem').filter({ hasText: run.inquiry.title }).first();
      await expect(first).toContainText(t.status.waiting);
    });

    test('an answered inquiry: not resolved → a follow-up linked to it', async ({ page, request }, info) => {
      await signIn(page, request, run.account, info, '/support');
      await page
        .getByRole('main')
        .locator('a', { has: page.getByText(run.answered, { exact: true }) })
        .click();
      await expect(page).toHaveURL(/\/support\/\d+$/);
      const originalUrl = page.url();
      await expect(page.getByRole('article', { name: t.author.admin })).toBeVisible();

      await page.getByRole('button', { name: t.inquiry.notResolved }).click();
      await expect(page.getByRole('button', { name: t.inquiry.notResolved })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText(t.inquiry.notResolvedGuide)).toBeVisible();
      await shot(page, info, run.locale, 'support-answered');

      await page.getByRole('link', { name: t.inquiry.followUp, exact: true }).click();
      await expect(page).toHaveURL(/\/support\/new\?follow_up_of=\d+$/);
      await expect(page.getByRole('link', { name: run.answered })).toBeVisible();
      await expect(page.getByLabel(t.inquiry.titleLabel)).toHaveValue(fill(t.inquiry.followUpPrefill, { title: run.answered }));
      await expect(page.getByRole('combobox', { name: t.inquiry.categoryLabel })).not.toContainText(t.inquiry.categoryPlaceholder);
      await page.getByLabel(t.inquiry.contentLabel).fill(run.inquiry.followUp);
      await page.getByRole('button', { name: t.inquiry.submit }).click();

      await expect(page).toHaveURL(/\/support\/\d+$/);
      expect(page.url()).not.toBe(originalUrl);
      await expect(page.getByRole('heading', { level: 1, name: fill(t.inquiry.followUpPrefill, { title: run.answered }) })).toBeVisible();
      await shot(page, info, run.locale, 'support-follow-up');
      await page.getByRole('link', { name: run.answered }).click();
      await expect(page).toHaveURL(originalUrl);
      await expect(page.getByRole('heading', { name: t.inquiry.followUps })).toBeVisible();
    });

    test('a guest is sent to log in first', async ({ page }) => {
      await page.goto('/support/new');
      await expect(page).toHaveURL(/\/login\?next=%2Fsupport%2Fnew$/);
    });
  });
}
