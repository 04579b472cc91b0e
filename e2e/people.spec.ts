import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page, type TestInfo } from './fixtures';
import { localeTag, stepShot } from './shots';

// People journeys, in both languages at 390 px and 1280 px, signed in as the demo
// member through the webview hand-off (?token=): open another member's profile from a post,
// send a friend request, report them, block them and see their posts leave the search results,
// unblock them from the block list; a second member accepts a friend request in another
// browser; edit one's own profile and see the representative badge beside the nickname on a post.
//
// One server serves all four runs (two widths × two languages), so each run works with members
// no earlier run touched.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-5';

const TEXT = {
  ko: {
    addFriend: '친구 추가',
    pending: '요청 중',
    requestSent: '친구 요청을 보냈어요',
    menu: (n: string) => `${n}님 메뉴`,
    reportUser: '사용자 신고하기',
    reportConfirmTitle: '신고할까요?',
    reportConfirm: '신고',
    reportDialog: '사용자 신고',
    reason: '신고 사유',
    detail: '신고 내용',
    submitReport: '신고하기',
    reported: '신고가 접수됐어요',
    block: '차단하기',
    blockTitle: (n: string) => `${n}님을 차단할까요?`,
    blocked: '차단했어요',
    blockedUser: '차단한 사용자예요',
    blockedTab: '차단 목록',
    unblock: '차단 해제',
    unblocked: '차단을 해제했어요',
    friendsTab: '친구',
    accept: '수락',
    friends: '친구',
    editProfile: '프로필 수정',
    statusMessage: '상태 메시지',
    save: '저장',
    saved: '프로필을 저장했어요',
    chat: '채팅하기',
    chatToast: '웹에서는 채팅을 사용할 수 없어요',
    myPosts: '내가 쓴 글',
    postsCount: /게시글 \d+/,
    notifications: '알림',
    markAllRead: '모두 읽음',
    changePhoto: '사진 바꾸기',
    photoChanged: '프로필 사진을 바꿨어요',
  },
  'zh-TW': {
    addFriend: '加好友',
    pending: '邀請中',
    requestSent: '已送出好友邀請',
    menu: (n: string) => `${n} 的選單`,
    reportUser: '檢舉使用者',
    reportConfirmTitle: '要檢舉嗎？',
    reportConfirm: '檢舉',
    reportDialog: '檢舉使用者',
    reason: '檢舉原因',
    detail: '檢舉內容',
    submitReport: '送出檢舉',
    reported: '已收到你的檢舉',
    block: '封鎖',
    blockTitle: (n: string) => `要封鎖 ${n} 嗎？`,
    blocked: '已封鎖',
    blockedUser: '已封鎖的使用者',
    blockedTab: '封鎖名單',
    unblock: '解除封鎖',
    unblocked: '已解除封鎖',
    friendsTab: '好友',
    accept: '接受',
    friends: '好友',
    editProfile: '編輯個人檔案',
    statusMessage: '狀態訊息',
    save: '儲存',
    saved: '個人檔案已儲存',
    chat: '聊天',
    chatToast: '網頁版無法使用聊天功能',
    myPosts: '我的文章',
    postsCount: /文章 \d+/,
    notifications: '通知',
    markAllRead: '全部已讀',
    changePhoto: '更換大頭貼',
    photoChanged: '已更換大頭貼',
  },
} as const;

type Lang = keyof typeof TEXT;

// Members whose friendship with the demo member the friend journey starts (one per run).
const FRIEND_TARGETS: Record<string, string> = {
  'phone-ko': 'littlemage@example.com',
  'phone-zh-TW': 'guodongxiong@example.com',
  'desktop-ko': 'slowturtle@example.com',
  'desktop-zh-TW': 'xingguang@example.com',
};

async function login(request: APIRequestContext, identifier: string, password: string) {
  const res = await request.post('/api/v1/user/login/community/', { data: { identifier, password } });
  expect(res.ok()).toBeTruthy();
  const data = (await res.json()).data as { token: string; user: { id: number; uuid: string; nickname: string } };
  return data;
}

const auth = (token: string) => ({ Authorization: `Token ${token}` });

async function shot(page: Page, info: TestInfo, lang: Lang, step: string) {
  await stepShot(page, SHOTS, `${lang}-${info.project.name}-${step}.png`);
}

type Candidate = { id: number; uuid: string; name: string; postId: number };

/**
 * A member (not demo, no relation, never reported by demo, with posts) who commented on a post
 * the demo member can read: the journey opens their profile from that comment.
 */
async function pickCommenter(request: APIRequestContext, token: string, skip: number): Promise<Candidate> {
  const headers = auth(token);
  const me = (await (await request.get('/api/v1/user/', { headers })).json()).data as { id: number };
  const reports = (await (await request.get('/api/v1/user/report/?page_size=50', { headers })).json()).data.results as Array<{
    target_type: string;
    target_id: number;
  }>;
  const reported = new Set(reports.filter((r) => r.target_type === 'user').map((r) => r.target_id));
  const seen = new Set<number>();
  const found: Candidate[] = [];
  let next: string | null = '/api/v1/community/?category=37&page_size=30';
  while (next && found.length <= skip) {
    const page = (await (await request.get(next, { headers })).json()).data as {
      next: string | null;
      results: Array<{ id: number; reply_count: number }>;
    };
    for (const post of page.results.filter((p) => p.reply_count > 0)) {
      const replies = (await (await request.get(`/api/v1/community/replies/?post_id=${post.id}`, { headers })).json()).data
        .results as Array<{
        is_deleted: boolean;
        author: { id: number; uuid: string; profile: { name: string | null }; is_withdrawn: boolean };
      }>;
      for (const c of replies) {
        const a = c.author;
        if (c.is_deleted || a.is_withdrawn || !a.profile.name || a.id === me.id || seen.has(a.id) || reported.has(a.id)) continue;
        seen.add(a.id);
        const profile = (await (await request.get(`/api/v1/users/${a.uuid}/`, { headers })).json()).data as {
          counts: { posts: number };
          relation: { friend: string; is_blocked: boolean };
        };
        if (profile.relation.friend !== 'none' || profile.relation.is_blocked || profile.counts.posts < 1) continue;
        found.push({ id: a.id, uuid: a.uuid, name: a.profile.name, postId: post.id });
      }
      if (found.length > skip) break;
    }
    next = page.next;
  }
  const pick = found[skip];
  expect(pick, 'a member to visit').toBeTruthy();
  return pick!;
}

const RUN_INDEX: Record<string, number> = { 'phone-ko': 0, 'phone-zh-TW': 1, 'desktop-ko': 2, 'desktop-zh-TW': 3 };

function journeys(lang: Lang) {
  const t = TEXT[lang];

  test(`visit a member from a post: friend request, chat, report, block (their posts leave the search), unblock from the block list (${lang})`, async ({
    page,
    request,
  }, info) => {
    test.setTimeout(120_000);
    const { token } = await login(request, 'demo@example.com', 'demo1234!');
    const target = await pickCommenter(request, token, RUN_INDEX[`${info.project.name}-${lang}`] ?? 0);

    // From the post: the comment's author name links to the profile.
    await page.goto(`/community/detail/${target.postId}?token=${encodeURIComponent(token)}`);
    await expect(page).toHaveURL(new RegExp(`/community/detail/${target.postId}$`));
    await page.locator('#comments').getByRole('link', { name: target.name, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/users/${target.uuid}$`));
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(escapeRegExp(target.name)) })).toBeVisible();
    await expect(page.getByRole('button', { name: t.addFriend })).toBeVisible();
    await shot(page, info, lang, '1-profile');

    // Friend request: none → pending.
    await page.getByRole('button', { name: t.addFriend }).click();
    await expect(page.getByText(t.requestSent)).toBeVisible();
    await expect(page.getByText(t.pending, { exact: true })).toBeVisible();

    // Chat is only in the app.
    await page.getByRole('button', { name: t.chat }).click();
    await expect(page.getByText(t.chatToast)).toBeVisible();

    // Report: the confirmation, then the form.
    await page.getByRole('button', { name: t.menu(target.name) }).click();
    await page.getByRole('menuitem', { name: t.reportUser }).click();
    await page.getByRole('alertdialog', { name: t.reportConfirmTitle }).getByRole('button', { name: t.reportConfirm, exact: true }).click();
    const form = page.getByRole('dialog', { name: t.reportDialog });
    await expect(form).toBeVisible();
    const submit = form.getByRole('button', { name: t.submitReport, exact: true });
    await expect(submit).toBeDisabled();
    await form.getByLabel(t.reason).selectOption('3');
    await form.getByLabel(t.detail).fill(`e2e ${lang} ${info.project.name}: 광고 글을 반복해서 올려요`);
    await expect(submit).toBeEnabled();
    await shot(page, info, lang, '2-report');
    await submit.click();
    await expect(page.getByText(t.reported)).toBeVisible();
    await expect(form).toBeHidden();

    // Their posts are in the search by nickname before the block…
    const searchUrl = `/community/search/post?keyword=${encodeURIComponent(target.name)}&search_type=nickname`;
    const theirPosts = (await (await request.get(`/api/v1/users/${target.uuid}/posts/`, { headers: auth(token) })).json()).data
      .results as Array<{ id: number; title: string }>;
    const firstTitle = theirPosts[0]!.title;
    const results = await page.context().newPage();
    await results.goto(searchUrl);
    await expect(results.getByRole('link', { name: new RegExp(escapeRegExp(firstTitle)) }).first()).toBeVisible();

    // …block them (behind the confirmation)…
    await page.getByRole('button', { name: t.menu(target.name) }).click();
    await page.getByRole('menuitem', { name: t.block }).click();
    const confirm = page.getByRole('alertdialog', { name: t.blockTitle(target.name) });
    await expect(confirm).toBeVisible();
    await shot(page, info, lang, '3-block-confirm');
    await confirm.getByRole('button', { name: t.block }).click();
    await expect(page.getByText(t.blocked, { exact: true })).toBeVisible();
    await expect(page.getByText(t.blockedUser)).toBeVisible();
    await shot(page, info, lang, '4-blocked');

    // …and they are gone from the search and the board.
    await results.goto(searchUrl);
    await expect(results.getByRole('link', { name: new RegExp(escapeRegExp(firstTitle)) })).toHaveCount(0);
    const gone = await results.goto(`/community/detail/${theirPosts[0]!.id}`);
    expect(gone?.status()).toBe(404);
    await results.close();

    // Unblock in one tap from the block list on the personal page.
    await page.goto('/my?tab=3');
    await expect(page.getByRole('link', { name: t.blockedTab })).toHaveAttribute('aria-current', 'page');
    const row = page.getByRole('listitem').filter({ hasText: target.name });
    await expect(row).toBeVisible();
    await shot(page, info, lang, '5-block-list');
    await row.getByRole('button', { name: t.unblock }).click();
    await expect(page.getByText(t.unblocked)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: target.name })).toHaveCount(0);
  });

  test(`a friend request accepted in another browser makes both friends (${lang})`, async ({ page, request, browser }, info) => {
    test.setTimeout(90_000);
    const demo = await login(request, 'demo@example.com', 'demo1234!');
    const other = await login(request, FRIEND_TARGETS[`${info.project.name}-${lang}`]!, 'slime1234!');
    // Start from no relation, whatever an earlier run left.
    for (const p of ['/api/v1/friends/', '/api/v1/friend/request/'])
      await request.delete(p, { headers: auth(demo.token), data: { user_uuid: other.user.uuid } });
    await request.delete('/api/v1/friend/request/', { headers: auth(other.token), data: { user_uuid: demo.user.uuid } });

    await page.goto(`/users/${other.user.uuid}?token=${encodeURIComponent(demo.token)}`);
    await page.getByRole('button', { name: t.addFriend }).click();
    await expect(page.getByText(t.pending, { exact: true })).toBeVisible();

    const theirs = await otherBrowser(browser, lang);
    await theirs.goto(`/my?tab=2&token=${encodeURIComponent(other.token)}`);
    const request_ = theirs.getByRole('listitem').filter({ hasText: demo.user.nickname });
    await expect(request_.getByRole('button', { name: t.accept })).toBeVisible();
    await shot(theirs, info, lang, '6-friend-requests');
    await request_.getByRole('button', { name: t.accept }).click();
    await expect(theirs.getByRole('listitem').filter({ hasText: demo.user.nickname }).getByText(t.friends, { exact: true })).toBeVisible();

    // Both now see each other as friends.
    await theirs.goto(`/users/${demo.user.uuid}`);
    await expect(theirs.getByText(t.friends, { exact: true })).toBeVisible();
    await theirs.context().close();
    await page.reload();
    await expect(page.getByText(t.friends, { exact: true })).toBeVisible();
    await shot(page, info, lang, '7-friends');
  });

  test(`edit one's profile: picture, status message and the representative badge beside the nickname on a post (${lang})`, async ({
    page,
    request,
  }, info) => {
    test.setTimeout(90_000);
    const { token, user } = await login(request, 'demo@example.com', 'demo1234!');
    const badges = (await (await request.get(`/api/v1/user/badges/?lang=${lang}`, { headers: auth(token) })).json()).data as Array<{
      id: number;
      title: string;
      is_representative: boolean;
    }>;
    const badge = badges.find((b) => !b.is_representative)!;
    const status = `e2e ${info.project.name} ${lang} ${Date.now().toString(36)}`;

    await page.goto(`/my?token=${encodeURIComponent(token)}`);
    await expect(page.getByRole('link', { name: t.myPosts })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(t.postsCount)).toBeVisible();
    await expect(page.locator('main a[href^="/community/detail/"]').first()).toBeVisible();
    await shot(page, info, lang, '8-my-page');
    await page.getByRole('link', { name: t.editProfile }).click();
    await expect(page).toHaveURL(/\/my\/edit$/);

    await page.locator('input[type="file"]').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: fs.readFileSync(path.join(process.cwd(), 'public/art/slime/base.png')),
    });
    await expect(page.getByText(t.photoChanged)).toBeVisible();
    await expect(page.locator('main img[src^="/uploads/profile/"]')).toBeVisible();

    await page.getByLabel(t.statusMessage).fill(status);
    await page.getByRole('radio', { name: badge.title }).check();
    await shot(page, info, lang, '9-edit');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page).toHaveURL(/\/my$/);
    await expect(page.getByText(status)).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(`${escapeRegExp(user.nickname)}.*${escapeRegExp(badge.title)}`) }),
    ).toBeVisible();

    // The badge shows beside the nickname on the member's post.
    const mine = (await (await request.get(`/api/v1/users/${user.uuid}/posts/`)).json()).data.results as Array<{ id: number }>;
    await page.goto(`/community/detail/${mine[0]!.id}`);
    await expect(page.locator('article').getByText(badge.title, { exact: true }).first()).toBeVisible();
    // …and the author's avatar and name there open the profile.
    await expect(page.locator(`article a[href="/users/${user.uuid}"]`).first()).toBeVisible();

    // Notifications: the list, and everything marked read.
    await page.goto('/my/notifications');
    await expect(page.getByRole('heading', { level: 1, name: t.notifications })).toBeVisible();
    const readAll = page.getByRole('button', { name: t.markAllRead });
    await expect(readAll).toBeVisible();
    await shot(page, info, lang, '10-notifications');
    if (await readAll.isEnabled()) {
      await readAll.click();
      await expect(readAll).toBeDisabled();
    }
  });
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function otherBrowser(browser: Browser, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ locale: lang === 'ko' ? 'ko-KR' : 'zh-TW', viewport: { width: 390, height: 844 } });
  return context.newPage();
}

test.describe('in Korean', localeTag('ko'), () => {
  journeys('ko');

  test('a guest is sent to log in from /my, and /community/my is the same page', async ({ page }) => {
    await page.goto('/my');
    await expect(page).toHaveURL(/\/login\?next=%2Fmy$/);
    await page.goto('/community/my?tab=1');
    await expect(page).toHaveURL(/\/login\?next=%2Fmy%3Ftab%3D1$/);

    const unknown = await page.goto('/users/00000000-0000-4000-8000-000000000000');
    expect(unknown?.status()).toBe(404);
  });

  test('a guest who tries to report on a profile gets the login prompt', async ({ page, request }) => {
    const posts = (await (await request.get('/api/v1/community/?category=37')).json()).data.results as Array<{
      author: { uuid: string; profile: { name: string } };
    }>;
    const author = posts.find((p) => p.author.profile.name)!.author;
    await page.goto(`/users/${author.uuid}`);
    await page.getByRole('button', { name: TEXT.ko.menu(author.profile.name) }).click();
    await page.getByRole('menuitem', { name: TEXT.ko.reportUser }).click();
    await expect(page.getByRole('alertdialog', { name: '로그인이 필요해요' })).toBeVisible();
  });
});

test.describe('in Traditional Chinese', localeTag('zh-TW'), () => {
  test.use({ locale: 'zh-TW' });
  journeys('zh-TW');
});
