import { expect, test, type APIRequestContext, type Page, type TestInfo } from './fixtures';
import koSupport from '../messages/ko/support.json';
import koUi from '../messages/ko/ui.json';
import zhSupport from '../messages/zh-TW/support.json';
import zhUi from '../messages/zh-TW/ui.json';
import { localeTag, shotsDir, stepShot } from './shots';

// Administration journeys at 390 and 1280 px (the phone and desktop projects):
// the administrator resolves a report by suspending the author, answers an inquiry, and edits a
// probability table whose rates do not add up to 100 % and sees the server refuse it — in Korean,
// and the report and probability journeys in Traditional Chinese too. Screen texts come from the
// catalogues. Every run acts on content it creates, with members no other journey signs in as.

type Ui = typeof koUi.admin;
type Support = typeof koSupport;

const ADMIN = { identifier: 'admin@example.com', password: 'admin1234!' };
const member = (identifier: string) => ({ identifier, password: 'slime1234!' });

const RUNS = {
  ko: {
    t: koUi.admin,
    s: koSupport,
    authors: { phone: 'kongtteok@example.com', desktop: 'nyangpunch@example.com' },
    reporter: 'sparkle@example.com',
    asker: 'cloudbread@example.com',
  },
  'zh-TW': {
    t: zhUi.admin as Ui,
    s: zhSupport as Support,
    authors: { phone: 'maomi@example.com', desktop: 'xiongmao@example.com' },
    reporter: 'yeshi@example.com',
    asker: 'mangguobing@example.com',
  },
} as const;
type Run = (typeof RUNS)[keyof typeof RUNS];

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));

// Each test its own client address, so the per-IP login limit is never the thing under test.
function clientIp(info: TestInfo, salt = '') {
  const n = [...`${info.title}|${info.project.name}|${info.retry}|${salt}|${Date.now()}`].reduce(
    (h, c) => (h * 31 + c.charCodeAt(0)) >>> 0,
    7,
  );
  return `10.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`;
}

async function login(request: APIRequestContext, account: { identifier: string; password: string }, info: TestInfo) {
  const res = await request.post('/api/v1/user/login/community/', {
    data: account,
    headers: { 'x-forwarded-for': clientIp(info, account.identifier) },
  });
  expect(res.ok(), `login ${account.identifier}`).toBeTruthy();
  const token = (await res.json()).data.token as string;
  return { token, headers: { authorization: `Token ${token}` } };
}

/** Signs the administrator in through the webview hand-off, as the game app does. */
async function openAdmin(page: Page, request: APIRequestContext, info: TestInfo, to = '/admin') {
  const { token } = await login(request, ADMIN, info);
  await page.goto(`/admin?token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/admin$/);
  if (to !== '/admin') await page.goto(to);
  return token;
}

async function shot(page: Page, info: TestInfo, locale: string, name: string) {
  await stepShot(page, shotsDir(), `${locale}-${info.project.name}-${name}.png`);
}

const toast = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();

async function reportJourney(page: Page, request: APIRequestContext, info: TestInfo, run: Run, locale: string) {
  const { t } = run;
  const project = info.project.name === 'phone' ? 'phone' : 'desktop';
  const tag = `${locale === 'ko' ? '보석' : '寶石'} ${project} ${Date.now() % 100000}`;
  const title = `${tag} 최저가`.slice(0, 35);

  // A member posts spam; another member reports it.
  const author = await login(request, member(run.authors[project]), info);
  const created = await request.post('/api/v1/community/', {
    headers: author.headers,
    data: { category_id: 25, title, content: '외부 사이트에서 보석을 싸게 팔아요. DM 주세요!' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const postId = (await created.json()).data.id as number;
  const reporter = await login(request, member(run.reporter), info);
  const detail = locale === 'ko' ? '외부 거래 광고예요' : '站外交易廣告';
  const reported = await request.post('/api/v1/user/report/', {
    headers: reporter.headers,
    data: { target_type: 'post', target_id: postId, reason_type: 3, content: detail },
  });
  expect(reported.status(), await reported.text()).toBe(201);

  await openAdmin(page, request, info);
  await expect(page.getByRole('heading', { level: 1, name: t.overview.title })).toBeVisible();
  await page
    .getByRole('navigation', { name: t.nav.label })
    .getByRole('link', { name: new RegExp(t.nav.reports) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: t.reports.title })).toBeVisible();
  await page.getByRole('button', { name: t.reports.type.post, exact: true }).click();

  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByText(fill(t.reports.reporters, { count: 1 }))).toBeVisible();
  await card.getByText(fill(t.reports.showDetails, { count: 1 })).click();
  await expect(card.getByText(detail)).toBeVisible();
  await shot(page, info, locale, 'admin-reports');

  await card.getByRole('button', { name: t.reports.action.suspend }).click();
  const dialog = page.getByRole('dialog', { name: t.suspend.title });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(t.suspend.reason).fill(locale === 'ko' ? '외부 거래 광고 (운영정책 제5조)' : '站外交易廣告（營運政策第 5 條）');
  await dialog.getByLabel(t.suspend.duration).selectOption('7');
  await expect(dialog.getByLabel(t.suspend.hideContent)).toBeChecked();
  await shot(page, info, locale, 'admin-suspend-dialog');
  await dialog.getByRole('button', { name: t.suspend.submit }).click();
  await toast(page, t.reports.done.suspend);
  await expect(card).toHaveCount(0);

  // The closed group under "actioned": hidden, author suspended.
  await page.getByRole('button', { name: t.reports.status.actioned, exact: true }).click();
  const closed = page.getByRole('article').filter({ hasText: title });
  await expect(closed.getByText(t.reports.hidden, { exact: true })).toBeVisible();
  await expect(closed.getByText(new RegExp(fill(t.suspend.until_date, { date: '.+' })))).toBeVisible();

  // The author is suspended everywhere: member actions answer 403 / 1301; the post is gone.
  const blocked = await request.post('/api/v1/community/reply/', { headers: author.headers, data: { post_id: 1, content: '또 광고' } });
  expect(blocked.status()).toBe(403);
  expect((await blocked.json()).code).toBe(1301);
  expect((await request.get(`/api/v1/community/${postId}/`)).status()).toBe(404);

  // The audit log shows who did it.
  await page.getByRole('navigation', { name: t.nav.label }).getByRole('link', { name: t.nav.audit }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.audit.title })).toBeVisible();
  // (The area filter's options carry the same labels: the rows are the visible ones.)
  await expect(page.getByText(t.audit.actions.report_suspend, { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText(t.audit.actions.member_suspend, { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await page.getByText(t.audit.showDiff).first().click();
  await expect(page.getByRole('columnheader', { name: t.audit.before }).first()).toBeVisible();
  await shot(page, info, locale, 'admin-audit');
}

async function probabilityJourney(page: Page, request: APIRequestContext, info: TestInfo, run: Run, locale: string) {
  const { t } = run;
  const token = await openAdmin(page, request, info);
  const list = await request.get('/api/v1/admin/probability/?kind=ticket', { headers: { authorization: `Token ${token}` } });
  const table = (await list.json()).data.results[0] as { id: number; name_ko: string; name_zh_tw: string };
  await page.getByRole('navigation', { name: t.nav.label }).getByRole('link', { name: t.nav.probability }).click();
  await page
    .getByRole('link', { name: locale === 'ko' ? table.name_ko : table.name_zh_tw })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: t.probability.editTitle })).toBeVisible();

  const status = page.getByRole('status').filter({ hasText: '%' }).first();
  await expect(status).toHaveText(t.probability.totalOk);
  const rate = page.getByRole('group', { name: fill(t.probability.entry, { n: 1 }) }).getByLabel(t.probability.rate);
  const original = await rate.inputValue();
  const micros = Math.round(Number(original) * 10_000);
  const lowered = ((micros - 1) / 10_000).toFixed(4).replace(/\.?0+$/, '');
  await rate.fill(lowered);
  await expect(status).toHaveText(fill(t.probability.totalOff, { total: '99.9999', diff: '0.0001' }));

  const note =
    locale === 'ko'
      ? { ko: `확률 조정 ${info.project.name}`, zh: `機率調整 ${info.project.name}` }
      : { ko: `확률 조정 대만 ${info.project.name}`, zh: `機率調整 台灣 ${info.project.name}` };
  await page.getByLabel(t.probability.noteKo).fill(note.ko);
  await page.getByLabel(t.probability.noteZh).fill(note.zh);
  await page.getByRole('button', { name: t.common.save, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: fill(t.probability.refused, { sum: '99.9999' }) })).toBeVisible();
  await shot(page, info, locale, 'admin-probability-refused');

  // Nothing changed on the public side; fixing the rate saves, and the note joins the history.
  const before = await (await request.get(`/api/v1/probability/ticket/${table.id}/`)).json();
  expect(before.data.total_rate_micros).toBe(1_000_000);
  await rate.fill(original);
  await expect(status).toHaveText(t.probability.totalOk);
  await page.getByRole('button', { name: t.common.save, exact: true }).click();
  await toast(page, t.probability.saved);
  const history = page.getByRole('region', { name: t.probability.history });
  await expect(history.getByText(locale === 'ko' ? note.ko : note.zh).first()).toBeVisible();
  const after = await (await request.get(`/api/v1/probability/ticket/${table.id}/?lang=${locale}`)).json();
  expect(after.data.history[0].note).toBe(locale === 'ko' ? note.ko : note.zh);
}

for (const [locale, run] of Object.entries(RUNS) as [keyof typeof RUNS, Run][]) {
  test.describe(locale, localeTag(locale), () => {
    test.use({ locale });

    test('resolves a report by suspending the author, and the audit log records it', async ({ page, request }, info) => {
      await reportJourney(page, request, info, run, locale);
    });

    test('edits a probability table: rates off by 0.0001 % are refused, the fixed table saves with its note', async ({
      page,
      request,
    }, info) => {
      await probabilityJourney(page, request, info, run, locale);
    });

    test('every administration screen renders, and the guide editor previews Markdown as it is typed', async ({ page, request }, info) => {
      // Fifteen screens in a row: more than the default 30 s on a busy 2-core machine.
      test.slow();
      const { t } = run;
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const token = await openAdmin(page, request, info);
      const auth = { authorization: `Token ${token}` };
      const first = async (path: string) =>
        ((await (await request.get(path, { headers: auth })).json()).data.results[0] as { id: number }).id;
      const [memberId, guideId, itemId] = await Promise.all([
        first('/api/v1/admin/members/?q=demo%40example.com'),
        first('/api/v1/admin/guides/'),
        first('/api/v1/admin/items/'),
      ]);
      const screens: [string, string, string][] = [
        ['/admin', t.overview.title, 'overview'],
        ['/admin/members', t.members.title, 'members'],
        [`/admin/members/${memberId}`, '말랑데모', 'member'],
        ['/admin/posts', t.posts.title, 'posts'],
        ['/admin/notices', t.notices.title, 'notices'],
        ['/admin/notices/new', t.notices.createTitle, 'notice-new'],
        ['/admin/guides', t.guides.title, 'guides'],
        [`/admin/guides/${guideId}`, t.guides.editTitle, 'guide-edit'],
        ['/admin/probability', t.probability.title, 'probability'],
        ['/admin/items', t.items.title, 'items'],
        [`/admin/items/${itemId}`, t.items.editTitle, 'item-edit'],
        ['/admin/banners', t.banners.title, 'banners'],
        ['/admin/inquiries', t.inquiries.title, 'inquiries'],
        ['/admin/audit', t.audit.title, 'audit-log'],
        ['/admin/outbox', t.outbox.title, 'outbox'],
      ];
      for (const [path, heading, name] of screens) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
        await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
        await shot(page, info, locale, `admin-${name}`);
      }

      await page.goto('/admin/guides/new');
      const source = page.getByLabel(t.guides.contentKo, { exact: true });
      await source.fill('## 미리보기 제목\n\n- **굵게** 쓴 항목');
      const preview = page.getByRole('region', { name: `${t.guides.contentKo} · ${t.common.livePreview}` });
      await expect(preview.getByRole('heading', { level: 2, name: '미리보기 제목' })).toBeVisible();
      await expect(preview.locator('strong')).toHaveText('굵게');
      await shot(page, info, locale, 'admin-guide-preview');
      expect(errors).toEqual([]);
    });
  });
}

test.describe('ko', () => {
  test.use({ locale: 'ko' });
  const { t, s } = RUNS.ko;

  test('answers an inquiry and completes it; the member sees the operator’s answer', async ({ page, request }, info) => {
    const asker = await login(request, member(RUNS.ko.asker), info);
    const title = `결제 문의 ${info.project.name} ${Date.now() % 100000}`;
    const created = await request.post('/api/v1/support/inquiries/', {
      headers: asker.headers,
      data: { category: 'payment', title, content: '보석 상자를 샀는데 보석이 들어오지 않았어요.' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = (await created.json()).data.id as number;

    await openAdmin(page, request, info, '/admin/inquiries');
    await page.getByRole('button', { name: s.status.waiting, exact: true }).click();
    await page.getByLabel(t.inquiries.categoryLabel).selectOption('payment');
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await shot(page, info, 'ko', 'admin-inquiry');

    const answer = '확인해 보니 결제가 지연되었어요. 보석을 지급해 드렸습니다.';
    await page.getByLabel(t.inquiries.replyLabel).fill(answer);
    await page.getByRole('button', { name: t.inquiries.send }).click();
    await toast(page, t.inquiries.sent);
    await expect(page.getByText(answer)).toBeVisible();
    const moves = page.getByRole('group', { name: t.inquiries.statusMove });
    await expect(moves.getByRole('button', { name: s.status.processing })).toHaveAttribute('aria-pressed', 'true');
    await moves.getByRole('button', { name: s.status.completed }).click();
    await toast(page, t.inquiries.statusChanged);
    await expect(moves.getByRole('button', { name: s.status.completed })).toHaveAttribute('aria-pressed', 'true');

    const mine = await (await request.get(`/api/v1/support/inquiries/${id}/`, { headers: asker.headers })).json();
    expect(mine.data.status).toBe('completed');
    expect(mine.data.replies.some((r: { author_type: string; content: string }) => r.author_type === 'admin' && r.content === answer)).toBe(
      true,
    );
  });

  test('a member handed off by the webview gets the 404 page, never admin data', async ({ page, request }, info) => {
    const someone = await login(request, member('acorn@example.com'), info);
    const res = await page.goto(`/admin/reports?token=${encodeURIComponent(someone.token)}`);
    expect(res?.status()).toBe(404);
    await expect(page.getByText(t.reports.title)).toHaveCount(0);
    expect((await request.get('/api/v1/admin/reports/', { headers: someone.headers })).status()).toBe(403);
  });

  test('a guest is sent to sign in by the server; the API refuses anyway', async ({ page, request }) => {
    await page.goto('/admin/members');
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fmembers$/);
    await expect(page.getByRole('heading', { name: t.members.title })).toHaveCount(0);
    expect((await request.get('/api/v1/admin/members/')).status()).toBe(401);
  });
});
