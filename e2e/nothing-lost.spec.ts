import { expect, test, type APIRequestContext, type Page } from './fixtures';
import koSupport from '../messages/ko/support.json';
import { pick } from './pick';

// Nothing looks lost after an action: what the demo member writes shows wherever they look next,
// going Back included (the router keeps the pages it rendered). A new post in the board list with
// the count one up and on the home page, a new inquiry in the customer center's list, and the
// member among an item's buyers once it is on their buy list. In Korean, at desktop width.

const CLIENT_IP = '10.66.0.1';
const ITEM = { name: '딸기 비니', query: '딸기' };

// Desktop only (playwright.config.ts): one width is enough, and it keeps the demo member under the
// post and inquiry limits the other journeys use.

test.use({ locale: 'ko-KR' });

async function demoLogin(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/v1/user/login/community/', {
    data: { identifier: 'demo@example.com', password: 'demo1234!' },
    headers: { 'x-forwarded-for': CLIENT_IP },
  });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data.token as string;
}

/** The webview hand-off: the token in the address becomes the session cookies, then the plain address. */
async function signIn(page: Page, request: APIRequestContext): Promise<string> {
  const token = await demoLogin(request);
  await page.goto(`/community?token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/community$/);
  return token;
}

const number = new Intl.NumberFormat('ko-KR');
const postCount = (page: Page) => page.getByRole('main').getByText(/^글 [\d,]+개$/);

test('a new post is in the list, counted, and on the home page after going back', async ({ page, request }) => {
  await signIn(page, request);
  const stamp = `e2e${Date.now().toString(36)}`;
  const title = `${stamp} 돌아와도 있어요`;

  // Home → the "all posts" board, as a reader gets there.
  const allSection = page.locator('section', { has: page.getByRole('heading', { name: '전체 글', exact: true }) });
  await allSection.getByRole('link', { name: '전체 글 더보기' }).click();
  await expect(page).toHaveURL(/\/community\/posts\?category=37$/);
  await expect(postCount(page)).toBeVisible();
  const before = Number((await postCount(page).textContent())!.replace(/\D/g, ''));
  await expect(page.getByRole('main').getByRole('link', { name: new RegExp(stamp) })).toHaveCount(0);

  // The floating write button → the write form (labels as in write.spec.ts).
  await page.getByRole('link', { name: /^글쓰기/ }).click();
  await expect(page).toHaveURL(/\/community\/write/);
  await expect(page.getByRole('heading', { level: 1, name: '글쓰기' })).toBeVisible();
  await pick(page, '카테고리', '잡담');
  await page.getByLabel('제목', { exact: true }).pressSequentially(title);
  await page.getByLabel('내용', { exact: true }).fill(`뒤로 가도 방금 쓴 글이 목록에 있어야 해요. ${stamp}`);
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page).toHaveURL(/\/community\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Back: the board shows the post and counts it.
  await page.goBack();
  await expect(page).toHaveURL(/\/community\/posts\?category=37$/);
  await expect(page.getByRole('main').getByRole('link', { name: new RegExp(stamp) })).toBeVisible();
  await expect(postCount(page)).toHaveText(`글 ${number.format(before + 1)}개`);

  // Back again: the home page's newest posts have it too.
  await page.goBack();
  await expect(page).toHaveURL(/\/community$/);
  await expect(allSection.getByRole('link', { name: new RegExp(stamp) })).toBeVisible();
});

test('a new inquiry is in the customer center’s list after going back', async ({ page, request }) => {
  const t = koSupport;
  await signIn(page, request);
  const title = `뒤로 가도 있는 문의 ${Date.now().toString(36)}`;

  await page.goto('/support');
  await expect(page.getByRole('heading', { name: t.home.greeting })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: t.home.writeInquiry }).click();
  await expect(page).toHaveURL(/\/support\/new$/);

  // The form's labels as in support.spec.ts.
  await pick(page, t.inquiry.categoryLabel, t.category.bug);
  await page.getByLabel(t.inquiry.titleLabel).fill(title);
  await page.getByLabel(t.inquiry.contentLabel).fill('문의를 보내고 뒤로 가면 목록에 이 문의가 보여야 해요.');
  await page.getByRole('button', { name: t.inquiry.submit }).click();
  await expect(page).toHaveURL(/\/support\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/support$/);
  const filed = page.getByRole('main').getByRole('listitem').filter({ hasText: title });
  await expect(filed).toBeVisible();
  await expect(filed).toContainText(t.status.waiting);
  await expect(page.getByText(t.inquiry.empty)).toHaveCount(0);
});

test('an item put on one’s own buy list counts the member among its buyers', async ({ page, request }) => {
  const token = await signIn(page, request);
  const auth = { authorization: `Token ${token}` };
  const found = await request.get(`/api/v1/items/search/?keyword=${encodeURIComponent(ITEM.name)}&lang=ko`);
  const item = ((await found.json()).data as Array<{ uuid: string; name: string }>).find((i) => i.name === ITEM.name)!;
  const setBuy = (action: 'add' | 'remove') =>
    request.post(`/api/v1/item/wish-items/manage-by-uuid/${item.uuid}/`, { headers: auth, data: { wish_type: 'buy', action } });
  // Start clean even if an earlier run stopped half-way; the buyers as the member sees them.
  await setBuy('remove');
  const buyers = (await (await request.get(`/api/v1/item/${item.uuid}/?lang=ko`, { headers: auth })).json()).data.buyer_count as number;

  try {
    // The market: the item's detail as it is now (the app keeps it for a while).
    await page.goto(`/market?keyword=${encodeURIComponent(ITEM.name)}`);
    await page.getByRole('link', { name: `${ITEM.name} 자세히 보기` }).click();
    let detail = page.getByRole('dialog', { name: ITEM.name });
    await expect(detail.getByText(`구매자 ${buyers}명`, { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();

    // The member's wish list: add the item as in market.spec.ts.
    await page.getByRole('main').getByRole('link', { name: '열기', exact: true }).click();
    await expect(page).toHaveURL(/\/market\/wishlist$/);
    await expect(page.getByRole('heading', { level: 1, name: '내 위시리스트' })).toBeVisible();
    await page.getByRole('button', { name: '아이템 추가' }).click();
    const add = page.getByRole('dialog', { name: '구매 희망 아이템 추가' });
    await add.getByRole('combobox', { name: '아이템 이름' }).fill(ITEM.query);
    await add.getByRole('option', { name: new RegExp(ITEM.name) }).click();
    await add.getByRole('button', { name: '구매 희망에 담기' }).click();
    await expect(page.getByRole('status').filter({ hasText: '구매 희망 목록에 담았어요' })).toBeVisible();

    // Its detail counts the member among the buyers.
    await page
      .getByRole('main')
      .getByRole('link', { name: `${ITEM.name} 자세히 보기` })
      .click();
    detail = page.getByRole('dialog', { name: ITEM.name });
    await expect(detail.getByText(`구매자 ${buyers + 1}명`, { exact: true })).toBeVisible();
    await expect(detail.getByRole('tab', { name: `구매자 ${buyers + 1}` })).toBeVisible();
    await expect(detail.getByRole('button', { name: '구매 희망에서 빼기' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();

    // Back on the market, the same.
    await page.goBack();
    await expect(page).toHaveURL(/\/market\?keyword=/);
    // A click while the restored page is still hydrating can be lost: click until the detail opens.
    // A slow open must not be clicked again: the link is then under the dialog's backdrop.
    detail = page.getByRole('dialog', { name: ITEM.name });
    await expect(async () => {
      if (!(await detail.isVisible())) await page.getByRole('link', { name: `${ITEM.name} 자세히 보기` }).click({ timeout: 2000 });
      await expect(detail).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(detail.getByText(`구매자 ${buyers + 1}명`, { exact: true })).toBeVisible();
  } finally {
    await setBuy('remove');
  }
});
