import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { localeTag } from './shots';

// Live updates across two browsers, in both languages: a reply written in one shows in the other
// as "N new comments" without a reload, the post's author gets the unread dot at once, and a
// wish-list match lands on their open notifications page (the fallback poll is 30 s, longer than
// these waits).

const PASSWORD = 'slime1234!';
const PEOPLE = {
  ko: { author: 'sparkle@example.com', replier: 'slowturtle@example.com' },
  'zh-TW': { author: 'yeshi@example.com', replier: 'maomi@example.com' },
} as const;
const MATCH_ITEM = { ko: '반짝이 눈', 'zh-TW': '貓尾巴' } as const;
const TEXT = {
  ko: {
    newComments: '새 댓글 1개 보기',
    title: '실시간 테스트 글',
    content: '실시간으로 댓글이 오는지 봐요. 답글 부탁해요!',
    reply: '실시간 답글이에요',
    match: '거래 상대가 나타났어요',
  },
  'zh-TW': {
    newComments: '查看 1 則新留言',
    title: '即時測試文章',
    content: '看看留言會不會即時出現，請回覆我！',
    reply: '這是即時回覆',
    match: '出現了交易對象',
  },
} as const;
const LIVE_WAIT = 10_000;

async function login(request: APIRequestContext, identifier: string) {
  const res = await request.post('/api/v1/user/login/community/', { data: { identifier, password: PASSWORD } });
  expect(res.ok(), `login ${identifier}`).toBeTruthy();
  return (await res.json()).data.token as string;
}

async function signIn(page: Page, token: string, to: string) {
  await page.goto(`${to}?token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(new RegExp(`${to}$`));
}

for (const locale of ['ko', 'zh-TW'] as const) {
  test.describe(`live updates in ${locale}`, localeTag(locale), () => {
    test.use({ locale: locale === 'ko' ? 'ko-KR' : 'zh-TW' });
    const t = TEXT[locale];

    test('a reply, the unread dot and a wish-list match arrive in another browser without a reload', async ({ page, request, browser }) => {
      const author = await login(request, PEOPLE[locale].author);
      const replier = await login(request, PEOPLE[locale].replier);
      const headers = (token: string) => ({ authorization: `Token ${token}` });
      const created = await request.post('/api/v1/community/', {
        headers: headers(author),
        data: { category_id: 25, title: `${t.title} ${Date.now() % 100000}`, content: t.content },
      });
      expect(created.ok()).toBeTruthy();
      const postId = (await created.json()).data.id as number;
      await request.post('/api/v1/user/notification/read-all/', { headers: headers(author) });

      // The author reads the post; a second browser, the community home as the author too.
      await signIn(page, author, `/community/detail/${postId}`);
      const home = await (await browser.newContext({ locale: locale === 'ko' ? 'ko-KR' : 'zh-TW' })).newPage();
      await signIn(home, author, '/community');
      await expect(home.getByTestId('nav-unread-dot')).toHaveCount(0);
      // Both streams are open once the pages settled.
      await page.waitForLoadState('networkidle');
      await home.waitForLoadState('networkidle');

      const reply = `${t.reply} ${Date.now() % 1000}`;
      const written = await request.post('/api/v1/community/reply/', {
        headers: headers(replier),
        data: { post_id: postId, content: reply },
      });
      expect(written.ok(), await written.text()).toBeTruthy();

      const offer = page.getByRole('button', { name: t.newComments });
      await expect(offer).toBeVisible({ timeout: LIVE_WAIT });
      await expect(page.getByText(reply)).toHaveCount(0);
      await offer.click();
      await expect(page.getByText(reply)).toBeVisible();
      await expect(home.getByTestId('nav-unread-dot').first()).toBeAttached({ timeout: LIVE_WAIT });

      // A wish-list match: the author wants an item, the other member lists it for sale; the
      // author's open notifications page shows the match without a reload.
      const found = await request.get(`/api/v1/item/search-name/?name=${encodeURIComponent(MATCH_ITEM[locale])}&lang=${locale}`);
      const item = ((await found.json()).data as Array<{ id: number; name: string }>).find((i) => i.name === MATCH_ITEM[locale])!;
      const manage = (token: string, wishType: 'buy' | 'sell', action: 'add' | 'remove') =>
        request.post(`/api/v1/item/wish-items/manage/${item.id}/?wish_type=${wishType}`, {
          headers: headers(token),
          data: { wish_type: wishType, action },
        });
      await manage(replier, 'sell', 'remove');
      await manage(author, 'buy', 'remove');
      expect((await manage(author, 'buy', 'add')).ok()).toBeTruthy();
      await signIn(home, author, '/my/notifications');
      await home.waitForLoadState('networkidle');
      const matches = home.getByText(`${item.name} ${t.match}`);
      const before = await matches.count();
      expect((await manage(replier, 'sell', 'add')).ok()).toBeTruthy();
      await expect(matches).toHaveCount(before + 1, { timeout: LIVE_WAIT });
      await home.context().close();
    });
  });
}
