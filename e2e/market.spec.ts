import { expect, test, type APIRequestContext, type Page, type TestInfo } from './fixtures';
import { localeTag, stepShot } from './shots';

// Issue 6 journeys: the market catalogue, the item detail modal's tabs, and the demo member's
// buy list (add with the name autocomplete, toast, status toggle, remove), in Korean and Chinese.

const SHOTS = process.env.E2E_SHOTS_DIR || '/tmp/shots-6';

const TEXT = {
  ko: {
    locale: 'ko-KR',
    market: '마켓',
    search: '아이템 검색',
    wings: '천사 날개',
    wingsQuery: '천사',
    info: '정보',
    sellers: /판매자/,
    buyers: /구매자/,
    sellersList: /판매자 \d+명|아직 판매자가 없어요/,
    buyersList: /구매자 \d+명|아직 구매자가 없어요/,
    myWishlist: '내 위시리스트',
    addItem: '아이템 추가',
    addDialog: '구매 희망 아이템 추가',
    nameField: '아이템 이름',
    gum: '풍선껌',
    gumQuery: '풍',
    addToBuy: '구매 희망에 담기',
    added: '구매 희망 목록에 담았어요',
    status: '풍선껌 거래 중',
    remove: '풍선껌 목록에서 빼기',
    removed: '목록에서 뺐어요',
    openWings: '천사 날개 자세히 보기',
  },
  'zh-TW': {
    locale: 'zh-TW',
    market: '市集',
    search: '搜尋道具',
    wings: '天使翅膀',
    wingsQuery: '天',
    info: '資訊',
    sellers: /賣家/,
    buyers: /買家/,
    sellersList: /賣家 \d+ 位|目前還沒有賣家/,
    buyersList: /買家 \d+ 位|目前還沒有買家/,
    myWishlist: '我的願望清單',
    addItem: '新增道具',
    addDialog: '新增想買的道具',
    nameField: '道具名稱',
    gum: '泡泡糖',
    gumQuery: '泡',
    addToBuy: '加入想買清單',
    added: '已加入想買清單',
    status: '「泡泡糖」交易中',
    remove: '將「泡泡糖」從清單移除',
    removed: '已從清單移除',
    openWings: '查看「天使翅膀」詳情',
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

async function itemByName(request: APIRequestContext, name: string) {
  const res = await request.get(`/api/v1/items/search/?keyword=${encodeURIComponent(name)}&lang=ko`);
  const items = (await res.json()).data as Array<{ id: number; uuid: string; name: string }>;
  const item = items.find((i) => i.name === name);
  if (!item) throw new Error(`no item ${name}`);
  return item;
}

for (const lang of ['ko', 'zh-TW'] as const) {
  const T = TEXT[lang];

  test.describe(`market in ${lang}`, localeTag(lang), () => {
    test.use({ locale: T.locale });

    test('browse the market, open an item, then its sellers and buyers', async ({ page }, info) => {
      await page.goto('/market');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: T.market })).toBeVisible();
      await expect(page.getByRole('navigation').getByRole('link', { name: T.market })).toHaveAttribute('aria-current', 'page');
      await shot(page, info, lang, 'market');

      await page.getByRole('searchbox', { name: T.search }).fill(T.wingsQuery);
      await expect(page).toHaveURL(/keyword=/);
      await page.getByRole('link', { name: T.openWings }).click();
      const dialog = page.getByRole('dialog', { name: T.wings });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/item=[0-9a-f-]{36}/);
      await expect(dialog.getByRole('tab', { name: T.info })).toHaveAttribute('aria-selected', 'true');
      await expect(dialog.getByRole('img', { name: lang === 'ko' ? '착용 미리보기' : '穿戴預覽' })).toBeVisible();
      // The rating score explains itself behind its "?".
      await dialog.getByRole('button', { name: lang === 'ko' ? '등급 점수란?' : '什麼是等級分數？' }).click();
      await expect(dialog.getByRole('note')).toContainText(lang === 'ko' ? '희귀도 점수' : '稀有度分數');
      await shot(page, info, lang, 'detail-info');

      const sellersRequest = page.waitForRequest(
        (r) => r.url().includes('/api/v1/item/wish-items/users/') && r.url().includes('wish_type=sell'),
      );
      await dialog.getByRole('tab', { name: T.sellers }).click();
      await sellersRequest;
      await expect(dialog.getByRole('tabpanel').filter({ hasText: T.sellersList })).toBeVisible();
      await shot(page, info, lang, 'detail-sellers');

      await dialog.getByRole('tab', { name: T.buyers }).click();
      await expect(dialog.getByRole('tabpanel').filter({ hasText: T.buyersList })).toBeVisible();
      await shot(page, info, lang, 'detail-buyers');

      // A seller or buyer opens their profile.
      const person = dialog.getByRole('tabpanel').getByRole('link').first();
      if (await person.count()) {
        await person.click();
        await expect(page).toHaveURL(/\/users\/[0-9a-f-]{36}$/);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await shot(page, info, lang, 'seller-profile');
      }
    });

    test('the demo member adds an item to the buy list, toggles it and removes it', async ({ page, request }, info) => {
      const token = await login(request, 'demo@example.com', 'demo1234!');
      const gum = await itemByName(request, TEXT.ko.gum);
      // Start clean even if an earlier run stopped half-way.
      await request.post(`/api/v1/item/wish-items/manage-by-uuid/${gum.uuid}/`, {
        headers: { authorization: `Token ${token}` },
        data: { wish_type: 'buy', action: 'remove' },
      });

      await page.goto(`/market/wishlist?token=${encodeURIComponent(token)}`);
      await expect(page).toHaveURL(/\/market\/wishlist$/);
      await expect(page.getByRole('heading', { level: 1, name: T.myWishlist })).toBeVisible();
      await expect(page.getByRole('button', { name: T.addItem })).toBeVisible();
      await expect(page.getByRole('switch').first()).toBeVisible();
      await shot(page, info, lang, 'my-wishlist');

      await page.getByRole('button', { name: T.addItem }).click();
      const dialog = page.getByRole('dialog', { name: T.addDialog });
      await dialog.getByRole('combobox', { name: T.nameField }).fill(T.gumQuery);
      await dialog.getByRole('option', { name: new RegExp(T.gum) }).click();
      await shot(page, info, lang, 'add-dialog');
      await dialog.getByRole('button', { name: T.addToBuy }).click();
      await expect(page.getByRole('status').filter({ hasText: T.added })).toBeVisible();
      await shot(page, info, lang, 'added-toast');

      const status = page.getByRole('switch', { name: T.status });
      await expect(status).toHaveAttribute('aria-checked', 'true');
      const toggled = page.waitForResponse((r) => r.url().includes('/toggle/') && r.ok());
      await status.click();
      await toggled;
      await expect(status).toHaveAttribute('aria-checked', 'false');
      await status.click();
      await expect(status).toHaveAttribute('aria-checked', 'true');

      await page.getByRole('button', { name: T.remove }).click();
      await expect(page.getByRole('status').filter({ hasText: T.removed })).toBeVisible();
      await expect(page.getByRole('switch', { name: T.status })).toHaveCount(0);
    });

    test('a second member sells what the demo member buys: the demo member sees them under sellers', async ({ page, request }, info) => {
      test.skip(info.project.name !== 'phone' || lang !== 'ko', 'one run is enough for the shared data');
      const demo = await login(request, 'demo@example.com', 'demo1234!');
      const admin = await login(request, 'admin@example.com', 'admin1234!');
      const egg = await itemByName(request, '황금 알');
      const call = (token: string, wishType: 'buy' | 'sell', action: 'add' | 'remove') =>
        request.post(`/api/v1/item/wish-items/manage-by-uuid/${egg.uuid}/`, {
          headers: { authorization: `Token ${token}` },
          data: { wish_type: wishType, action },
        });
      await call(demo, 'buy', 'add');
      const sold = await call(admin, 'sell', 'add');
      expect((await sold.json()).data.wish_item.match_count).toBeGreaterThanOrEqual(1);

      await page.goto(`/market?keyword=${encodeURIComponent('황금 알')}&token=${encodeURIComponent(demo)}`);
      await page.getByRole('link', { name: '황금 알 자세히 보기' }).click();
      const dialog = page.getByRole('dialog', { name: '황금 알' });
      await expect(dialog.getByRole('button', { name: '구매 희망에서 빼기' })).toBeVisible();
      await dialog.getByRole('tab', { name: /판매자/ }).click();
      await expect(dialog.getByRole('link', { name: '운영자슬라님의 프로필 보기' })).toBeVisible();
      await call(admin, 'sell', 'remove');
      await call(demo, 'buy', 'remove');
    });
  });
}
