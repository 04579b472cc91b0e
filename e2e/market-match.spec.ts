import { expect, test, type APIRequestContext, type Browser, type Page, type TestInfo } from './fixtures';
import { localeTag, stepShot } from './shots';

// Issue 6 journey, in both languages: member A searches an item, opens its detail and puts it on
// the buy list; member B puts it on the sell list; A sees B under sellers, the match on the item
// and a match notification. Plus: a trade post shows its items as cards opening the item detail.

const SHOTS = process.env.E2E_SHOTS_DIR || '/tmp/shots-6b';

const A = { email: 'demo@example.com', password: 'demo1234!' };

const TEXT = {
  ko: {
    locale: 'ko-KR',
    b: { email: 'jellybear@example.com', password: 'slime1234!', nickname: '젤리곰' },
    item: '뻐꾸기 시계',
    query: '뻐꾸기',
    search: '아이템 검색',
    open: (name: string) => `${name} 자세히 보기`,
    addToBuy: '구매 희망에 담기',
    addToSell: '판매 희망에 담기',
    buyAdded: '구매 희망 목록에 담았어요',
    sellAdded: '판매 희망 목록에 담았어요',
    removeFromBuy: '구매 희망에서 빼기',
    sellers: /판매자/,
    profile: (name: string) => `${name}님의 프로필 보기`,
    match: /이 아이템을 팔려는 회원이 \d+명 있어요/,
    notification: (item: string) => `${item} 거래 상대가 나타났어요`,
    tradeItems: '거래 아이템',
  },
  'zh-TW': {
    locale: 'zh-TW',
    b: { email: 'xiaodangjia@example.com', password: 'slime1234!', nickname: '史萊姆小當家' },
    item: '營火',
    query: '營火',
    search: '搜尋道具',
    open: (name: string) => `查看「${name}」詳情`,
    addToBuy: '加入想買清單',
    addToSell: '加入想賣清單',
    buyAdded: '已加入想買清單',
    sellAdded: '已加入想賣清單',
    removeFromBuy: '從想買清單移除',
    sellers: /賣家/,
    profile: (name: string) => `查看 ${name} 的個人檔案`,
    match: /有 \d+ 位會員想出售這個道具/,
    notification: (item: string) => `${item} 出現了交易對象`,
    tradeItems: '交易道具',
  },
} as const;

type Lang = keyof typeof TEXT;

async function shot(page: Page, info: TestInfo, lang: Lang, name: string) {
  await stepShot(page, SHOTS, `${info.project.name}-${lang}-${name}.png`, { fullPage: false });
}

async function login(request: APIRequestContext, identifier: string, password: string): Promise<string> {
  const res = await request.post('/api/v1/user/login/community/', { data: { identifier, password } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data.token as string;
}

async function itemByName(request: APIRequestContext, name: string, lang: Lang) {
  const res = await request.get(`/api/v1/items/search/?keyword=${encodeURIComponent(name)}&lang=${lang}`);
  const items = (await res.json()).data as Array<{ id: number; uuid: string; name: string }>;
  const item = items.find((i) => i.name === name);
  if (!item) throw new Error(`no item ${name}`);
  return item;
}

/** A fresh browser context signed in as one member (the page opened with ?token=…). */
async function signedIn(browser: Browser, locale: string, token: string, path: string) {
  const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const sep = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${sep}token=${encodeURIComponent(token)}`);
  await expect(page).not.toHaveURL(/token=/);
  return { context, page };
}

for (const lang of ['ko', 'zh-TW'] as const) {
  const T = TEXT[lang];

  test.describe(`market matches in ${lang}`, localeTag(lang), () => {
    test.use({ locale: T.locale });

    test('A buys, B sells: A sees B under sellers, the match on the item and a match notification', async ({ browser, request }, info) => {
      test.setTimeout(90_000);
      const tokenA = await login(request, A.email, A.password);
      const tokenB = await login(request, T.b.email, T.b.password);
      const item = await itemByName(request, T.item, lang);
      // Start clean even if an earlier run (the other viewport) left entries behind.
      const manage = (token: string, wishType: 'buy' | 'sell', action: 'add' | 'remove') =>
        request.post(`/api/v1/item/wish-items/manage-by-uuid/${item.uuid}/`, {
          headers: { authorization: `Token ${token}` },
          data: { wish_type: wishType, action },
        });
      await manage(tokenA, 'buy', 'remove');
      await manage(tokenB, 'sell', 'remove');

      const a = await signedIn(browser, T.locale, tokenA, '/market');
      const b = await signedIn(browser, T.locale, tokenB, '/market');
      try {
        // A: search → detail → buy list.
        await a.page.getByRole('searchbox', { name: T.search }).fill(T.query);
        await expect(a.page).toHaveURL(/keyword=/);
        await a.page.getByRole('link', { name: T.open(T.item) }).click();
        const dialogA = a.page.getByRole('dialog', { name: T.item });
        await expect(dialogA).toBeVisible();
        await dialogA.getByRole('button', { name: T.addToBuy }).click();
        await expect(a.page.getByRole('status').filter({ hasText: T.buyAdded })).toBeVisible();
        await expect(dialogA.getByRole('button', { name: T.removeFromBuy })).toBeVisible();
        await shot(a.page, info, lang, 'a-buy');

        // B: the same item → sell list.
        await b.page.getByRole('searchbox', { name: T.search }).fill(T.query);
        await b.page.getByRole('link', { name: T.open(T.item) }).click();
        const dialogB = b.page.getByRole('dialog', { name: T.item });
        await dialogB.getByRole('button', { name: T.addToSell }).click();
        await expect(b.page.getByRole('status').filter({ hasText: T.sellAdded })).toBeVisible();
        await shot(b.page, info, lang, 'b-sell');

        // A: the detail again shows the match and B among the sellers.
        await a.page.reload();
        const again = a.page.getByRole('dialog', { name: T.item });
        await expect(again).toBeVisible();
        await expect(again.getByTestId('item-match').filter({ hasText: T.match })).toBeVisible();
        await shot(a.page, info, lang, 'a-match');
        await again.getByRole('tab', { name: T.sellers }).click();
        await expect(again.getByRole('link', { name: T.profile(T.b.nickname) })).toBeVisible();
        await shot(a.page, info, lang, 'a-sellers');

        // A: the match notification, newest first.
        await a.page.goto('/my/notifications');
        await expect(a.page.getByText(T.notification(T.item)).first()).toBeVisible();
        await shot(a.page, info, lang, 'a-notifications');
      } finally {
        await a.context.close();
        await b.context.close();
        await manage(tokenA, 'buy', 'remove');
        await manage(tokenB, 'sell', 'remove');
      }
    });

    test('a trade post shows its items as cards that open the item detail', async ({ page, request }, info) => {
      const list = await request.get(`/api/v1/community/?category=17&page_size=30&lang=${lang}`);
      const ids = ((await list.json()).data.results as Array<{ id: number }>).map((p) => p.id);
      let found: { id: number; name: string } | null = null;
      for (const id of ids) {
        const detail = (await (await request.get(`/api/v1/community/${id}/?lang=${lang}`)).json()).data as {
          items: Array<{ name: string }>;
        };
        if (detail.items.length > 0) {
          found = { id, name: detail.items[0]!.name };
          break;
        }
      }
      expect(found).not.toBeNull();
      await page.goto(`/community/detail/${found!.id}`);
      const section = page.getByRole('region', { name: T.tradeItems });
      await expect(section).toBeVisible();
      await section.getByTestId('trade-item').first().click();
      await expect(page.getByRole('dialog', { name: found!.name })).toBeVisible();
      await shot(page, info, lang, 'trade-post-item');
    });
  });
}
