import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { pick } from './pick';
import { localeTag } from './shots';

// 임시조치 in both languages: a member asks for another member's post to come down for infringing
// their privacy; the post's address shows the notice at once; its author reads the request (without
// who asked) and asks for it back; an operator restores it and the post is readable again.

const PASSWORD = 'slime1234!';
const PEOPLE = {
  ko: { author: 'haru@example.com', requester: 'strawmilk@example.com' },
  'zh-TW': { author: 'zhenzhu@example.com', requester: 'puding@example.com' },
} as const;

const TEXT = {
  ko: {
    menu: /님 메뉴$/,
    item: '권리침해 신고 (임시조치 요청)',
    confirmTitle: '권리침해 신고를 할까요?',
    confirm: '신고',
    dialog: '권리침해 신고',
    reason: '침해된 권리',
    privacy: '사생활 침해',
    statement: '침해 내용',
    affirm: '나는 권리자 본인이거나 권리자를 대리하며, 적은 내용은 사실이에요',
    submit: '임시조치 요청하기',
    affirmError: '권리자 확인에 체크해 주세요',
    blinded: '권리침해 신고로 임시조치된 게시물이에요',
    objection: '재게시 요청 사유',
    objectionSubmit: '재게시 요청하기',
    waiting: '재게시 요청을 받았어요. 운영진이 판단하면 알림으로 알려 드려요.',
  },
  'zh-TW': {
    menu: / 的選單$/,
    item: '權利侵害檢舉（申請暫時遮蔽）',
    confirmTitle: '要提出權利侵害檢舉嗎？',
    confirm: '檢舉',
    dialog: '權利侵害檢舉',
    reason: '受侵害的權利',
    privacy: '侵害隱私',
    statement: '侵害內容',
    affirm: '我是權利人本人或其代理人，所填內容屬實',
    submit: '申請暫時遮蔽',
    affirmError: '請勾選權利人確認',
    blinded: '因權利侵害檢舉而暫時遮蔽的文章',
    objection: '申請重新發布的理由',
    objectionSubmit: '申請重新發布',
    waiting: '已收到你的重新發布申請。營運團隊判斷後會以通知告訴你。',
  },
} as const;

async function login(request: APIRequestContext, identifier: string, password = PASSWORD) {
  const res = await request.post('/api/v1/user/login/community/', { data: { identifier, password } });
  expect(res.ok(), `login ${identifier}`).toBeTruthy();
  return (await res.json()).data.token as string;
}

async function signIn(page: Page, token: string, to: string) {
  await page.goto(`${to}?token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(new RegExp(`${to}$`));
}

for (const locale of ['ko', 'zh-TW'] as const) {
  test.describe(`임시조치 in ${locale}`, localeTag(locale), () => {
    test.use({ locale: locale === 'ko' ? 'ko-KR' : 'zh-TW' });
    const t = TEXT[locale];

    test('a request blinds a post, its author objects, and an operator restores it', async ({
      page,
      request,
      browser,
      playwright,
      baseURL,
    }) => {
      const authorToken = await login(request, PEOPLE[locale].author);
      const title = `${locale === 'ko' ? '우리 동네 모임 후기' : '我們社區聚會心得'} ${Date.now() % 100000}`;
      const created = await request.post('/api/v1/community/', {
        headers: { authorization: `Token ${authorToken}` },
        data: { category_id: 25, title, content: '어제 모임에서 찍은 사진과 참가자 명단을 올려요. 모두 즐거웠어요!' },
      });
      expect(created.ok()).toBeTruthy();
      const postId = (await created.json()).data.id as number;

      // The requester files it from the post's menu; the affirmation is required.
      await signIn(page, await login(request, PEOPLE[locale].requester), `/community/detail/${postId}`);
      await page.getByRole('button', { name: t.menu }).first().click();
      await page.getByRole('menuitem', { name: t.item }).click();
      await page.getByRole('alertdialog', { name: t.confirmTitle }).getByRole('button', { name: t.confirm, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t.dialog });
      await pick(dialog, t.reason, t.privacy);
      const statement =
        locale === 'ko' ? '제 실명과 얼굴 사진이 동의 없이 참가자 명단에 올라왔어요.' : '我的本名和照片未經同意就被放進參加者名單。';
      await dialog.getByLabel(t.statement).fill(statement);
      await dialog.getByRole('button', { name: t.submit }).click();
      await expect(dialog.getByText(t.affirmError)).toBeVisible();
      await dialog.getByLabel(t.affirm).check();
      await dialog.getByRole('button', { name: t.submit }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.blinded })).toBeVisible();

      // Guests see the notice, not the post (a fresh context: \`request\` keeps the last sign-in's cookie).
      const guestContext = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'accept-language': locale } });
      const guest = await (await guestContext.get(`/community/detail/${postId}`)).text();
      expect(guest).toContain(t.blinded);
      expect(guest).not.toContain(title);
      expect(guest).not.toContain(statement);
      await guestContext.dispose();

      // The author reads the request, without who asked, and asks for the post back.
      const authorPage = await (await browser.newContext({ locale: locale === 'ko' ? 'ko-KR' : 'zh-TW' })).newPage();
      await signIn(authorPage, authorToken, `/community/detail/${postId}`);
      await expect(authorPage.getByText(statement)).toBeVisible();
      await authorPage
        .getByLabel(t.objection)
        .fill(locale === 'ko' ? '명단은 참가자 모두의 동의를 받아 올렸어요.' : '名單已取得所有參加者的同意才發布。');
      await authorPage.getByRole('button', { name: t.objectionSubmit }).click();
      await expect(authorPage.getByText(t.waiting)).toBeVisible();

      // An operator restores it: the post is back for everyone.
      const adminToken = await login(request, 'admin@example.com', 'admin1234!');
      const queue = await request.get('/api/v1/admin/takedowns/?status=objected', { headers: { authorization: `Token ${adminToken}` } });
      const mine = ((await queue.json()).data.results as { id: number; post_id: number }[]).find((r) => r.post_id === postId)!;
      const decided = await request.post(`/api/v1/admin/takedowns/${mine.id}/decision/`, {
        headers: { authorization: `Token ${adminToken}` },
        data: { outcome: 'restore', note: '동의를 받은 명단으로 확인했어요' },
      });
      expect(decided.ok()).toBeTruthy();
      await authorPage.reload();
      await expect(authorPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    });
  });
}
