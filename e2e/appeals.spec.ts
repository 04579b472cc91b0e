import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures';
import koModeration from '../messages/ko/moderation.json';
import koUi from '../messages/ko/ui.json';
import zhModeration from '../messages/zh-TW/moderation.json';
import zhUi from '../messages/zh-TW/ui.json';
import { localeTag } from './shots';

// Sanctions and appeals, in both languages: the administrator hides a member's post from the
// posts screen with a rule and a public note; the member finds it on /my/sanctions and appeals;
// a second administrator (a member the first one promotes for the run, then demotes) reverses it;
// the post is visible again and the public moderation log shows the hide and its reversal.
// Each language runs on its own server; the members are ones no other journey signs in as.

const ADMIN = { identifier: 'admin@example.com', password: 'admin1234!' };
const member = (identifier: string) => ({ identifier, password: 'slime1234!' });

const RUNS = [
  {
    locale: 'ko',
    m: koModeration,
    ui: koUi.admin,
    author: 'haru@example.com',
    second: 'butler@example.com',
    address: '10.91.0.1',
    note: '홍보 글은 홍보 게시판에 올려 주세요',
    appeal: '길드원 모집 글이라 광고가 아니에요',
    decision: '모집 글이 맞아요. 다시 보이게 할게요',
  },
  {
    locale: 'zh-TW',
    m: zhModeration as typeof koModeration,
    ui: zhUi.admin as typeof koUi.admin,
    author: 'xiaolongbao@example.com',
    second: 'zhenzhu@example.com',
    address: '10.91.0.2',
    note: '宣傳文章請發在宣傳看板',
    appeal: '這是公會招募文，不是廣告',
    decision: '確認是招募文，恢復顯示',
  },
] as const;

async function signIn(request: APIRequestContext, account: { identifier: string; password: string }, address: string) {
  const res = await request.post('/api/v1/user/login/community/', { data: account, headers: { 'x-forwarded-for': address } });
  expect(res.ok(), `login ${account.identifier}`).toBeTruthy();
  return (await res.json()).data.token as string;
}

/** A page of its own (cookies and storage) signed in through the webview hand-off. */
async function pageAs(browser: Browser, locale: string, token: string | null, path: string): Promise<Page> {
  const context = await browser.newContext({ locale: locale === 'ko' ? 'ko-KR' : 'zh-TW' });
  const page = await context.newPage();
  await page.goto(token ? `${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}` : path);
  return page;
}

const toast = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();

for (const run of RUNS) {
  const { locale, m, ui } = run;
  test.describe(`appeals in ${locale}`, localeTag(locale), () => {
    test('an administrator hides a post, the member appeals, another administrator reverses it, the modlog shows it', async ({
      browser,
      request,
    }) => {
      const stamp = Date.now() % 100000;
      const title = `${locale === 'ko' ? '길드원 모집' : '公會招募'} ${stamp}`;
      const note = `${run.note} #${stamp}`;

      // The member's post.
      const authorToken = await signIn(request, member(run.author), run.address);
      const created = await request.post('/api/v1/community/', {
        headers: { authorization: `Token ${authorToken}` },
        data: { category_id: 25, title, content: '말랑연합에서 함께 모험할 길드원을 모집해요. 누구나 환영!' },
      });
      expect(created.status(), await created.text()).toBe(201);
      const postId = (await created.json()).data.id as number;

      // A second administrator for the run: a member the demo administrator promotes.
      const adminToken = await signIn(request, ADMIN, run.address);
      const adminHeaders = { authorization: `Token ${adminToken}` };
      const found = await request.get(`/api/v1/admin/members/?q=${encodeURIComponent(run.second)}`, { headers: adminHeaders });
      const secondId = (await found.json()).data.results[0].id as number;
      const promoted = await request.put(`/api/v1/admin/members/${secondId}/role/`, { headers: adminHeaders, data: { role: 'admin' } });
      expect(promoted.ok(), await promoted.text()).toBeTruthy();

      try {
        // 1. The administrator hides the post with a rule and a public note.
        const admin = await pageAs(browser, locale, adminToken, `/admin/posts?q=${encodeURIComponent(title)}`);
        const row = admin
          .locator('li, div')
          .filter({ hasText: title })
          .filter({ has: admin.getByRole('button', { name: ui.posts.hide }) })
          .last();
        await row.getByRole('button', { name: ui.posts.hide, exact: true }).click();
        const dialog = admin.getByRole('dialog', { name: ui.posts.hide });
        await dialog.getByLabel(m.admin.rule).selectOption('advertisement');
        await dialog.getByLabel(m.admin.publicNote).fill(note);
        await expect(dialog.getByLabel(m.admin.strike)).toBeChecked();
        await dialog.getByRole('button', { name: ui.posts.hide, exact: true }).click();
        await toast(admin, ui.posts.changed);
        expect((await request.get(`/api/v1/community/${postId}/`)).status()).toBe(404);
        await admin.context().close();

        // 2. The member sees it on /my/sanctions with the rule and note, and appeals once.
        const own = await pageAs(browser, locale, authorToken, '/my/sanctions');
        await expect(own.getByRole('heading', { level: 1, name: m.sanctions.title })).toBeVisible();
        const card = own.getByTestId('sanction').filter({ hasText: title });
        await expect(card.getByText(m.kinds.hide, { exact: true })).toBeVisible();
        await expect(card.getByText(m.rules.advertisement)).toBeVisible();
        await expect(card.getByText(note)).toBeVisible();
        await card.getByLabel(m.sanctions.appeal.label).fill(run.appeal);
        await card.getByRole('button', { name: m.sanctions.appeal.submit }).click();
        await toast(own, m.sanctions.appeal.sent);
        await expect(card.getByText(m.sanctions.appealState.pending)).toBeVisible();
        await expect(card.getByRole('button', { name: m.sanctions.appeal.submit })).toHaveCount(0);
        await own.context().close();

        // 3. The administrator who hid it may not decide; the second one reverses it.
        const secondToken = await signIn(request, member(run.second), run.address);
        const second = await pageAs(browser, locale, secondToken, '/admin/appeals');
        await expect(second.getByRole('heading', { level: 1, name: m.admin.title })).toBeVisible();
        await second.getByTestId('appeal-row').filter({ hasText: run.appeal }).getByRole('link').click();
        await expect(second.getByText(run.appeal)).toBeVisible();
        await second.getByLabel(m.admin.decisionNote).fill(run.decision);
        await second.getByRole('button', { name: m.admin.reverse, exact: true }).click();
        await toast(second, m.admin.done);
        await expect(second.getByText(run.decision)).toBeVisible();
        await second.context().close();

        // 4. The post is visible again, and the modlog lists the hide and its reversal, without the member.
        const guest = await pageAs(browser, locale, null, `/community/detail/${postId}`);
        await expect(guest.locator('#post-title')).toHaveText(title);
        await guest.goto('/community/modlog');
        await expect(guest.getByRole('heading', { level: 1, name: m.modlog.title })).toBeVisible();
        const entries = guest.getByTestId('modlog-entry').filter({ hasText: note });
        await expect(entries).toHaveCount(2);
        await expect(entries.first()).toHaveAttribute('data-event', 'reversal');
        await expect(entries.first()).toContainText(m.modlog.reversalOf.replace('{kind}', m.kinds.hide));
        await expect(entries.last()).toHaveAttribute('data-event', 'hide');
        await expect(entries.last()).toContainText(m.rules.advertisement);
        await expect(guest.getByRole('main')).not.toContainText(title);
        await expect(guest.getByRole('main')).not.toContainText(run.appeal);

        // The member was told.
        const notes = await request.get('/api/v1/user/notification/', { headers: { authorization: `Token ${authorToken}` } });
        expect(JSON.stringify(await notes.json())).toContain('appeal_reversed');
        await guest.context().close();
      } finally {
        await request.put(`/api/v1/admin/members/${secondId}/role/`, { headers: adminHeaders, data: { role: 'member' } });
      }
    });
  });
}
