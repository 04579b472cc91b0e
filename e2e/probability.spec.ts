import { expect, test, type APIRequestContext, type Page, type TestInfo } from './fixtures';
import { localeTag, shotsDir, stepShot } from './shots';

// Twelve extra ticket tables (written through the administrators' API, which checks that each
// adds up to 100 %) give the ticket list a second page; the demo seed has only a few per kind.
const KIND = 'ticket';
const EXTRA = 12;
const PREFIX = { ko: '이벤트 뽑기권', 'zh-TW': '活動扭蛋券' } as const;

async function ensureEventTickets(request: APIRequestContext) {
  const list: Array<{ id: number; name: string }> = (await (await request.get(`/api/v1/probability/${KIND}/?lang=ko`)).json()).data;
  if (list.filter((e) => e.name.startsWith(PREFIX.ko)).length >= EXTRA) return;
  const login = await request.post('/api/v1/user/login/community/', {
    data: { identifier: 'admin@example.com', password: 'admin1234!' },
  });
  expect(login.ok()).toBeTruthy();
  const auth = { authorization: `Token ${(await login.json()).data.token}` };
  const seeded = (await (await request.get(`/api/v1/probability/${KIND}/${list[0]!.id}/`)).json()).data;
  const items: number[] = seeded.entries.map((e: { item_id: number }) => e.item_id);
  for (let n = 1; n <= EXTRA; n++) {
    const res = await request.post(`/api/v1/probability/${KIND}/`, {
      headers: auth,
      data: {
        name_ko: `${PREFIX.ko} ${n}`,
        name_zh_tw: `${PREFIX['zh-TW']} ${n}`,
        description_ko: `${n}주차 이벤트 기간에만 판매하는 뽑기권이에요. 은하수 슬라임이 0.5% 확률로 나와요.`,
        description_zh_tw: `只在第 ${n} 週活動期間販售的扭蛋券，銀河史萊姆的出現機率為 0.5%，其他道具請見機率表。`,
        pity_rule_ko: '30장을 사용하면 황금 알 1개를 드려요.',
        pity_rule_zh_tw: '使用 30 張可獲得黃金蛋 1 顆。',
        entries: [
          { item_id: items[0], rate_micros: 5_000 },
          { item_id: items[1], rate_micros: 95_000 },
          { item_id: items[2], rate_micros: 300_000, quantity: 3 },
          { item_id: items[3], rate_micros: 600_000 },
        ],
        note: { ko: `${n}주차 이벤트 오픈`, zh_tw: `第 ${n} 週活動開始` },
      },
    });
    expect(res.status()).toBe(201);
  }
}

async function shoot(page: Page, info: TestInfo, locale: string, name: string) {
  await stepShot(page, shotsDir(), `${locale}-${info.project.name}-${name}.png`);
}

const TEXT = {
  ko: {
    hub: '확률 정보',
    more: '더보기',
    sheet: '전체 메뉴',
    kind: '티켓',
    search: '확률 정보 검색',
    next: '다음',
    page2: '2 / 2 페이지',
    move: '보기',
    itemSearch: '아이템 검색',
    tries: '시도 횟수',
    atLeastOne: '100번 시도해서 1번 이상 나올 확률',
    box: '황금 보물상자',
    pityNotice: '50번째 시도까지 S 등급 이상이 나오지 않으면',
    cost: '비용 7,500젬',
    ledgerLink: '장부 검증하기',
    ledgerHolds: /장부가 온전해요: 버전 \d+개의 해시를/,
    compare: '버전 비교',
    raised: '▲ 0.0500%p',
    upcoming: '예고된 변경',
    upcomingNote: '다음 주 이벤트: 황금 왕관 확률 상향',
    lowered: '▼ 0.0500%p',
    total: '합계',
    pity: '천장 규칙',
    history: '변경 이력',
  },
  'zh-TW': {
    hub: '機率資訊',
    more: '更多',
    sheet: '所有選單',
    kind: '抽獎券',
    search: '搜尋機率資訊',
    next: '下一頁',
    page2: '第 2 / 2 頁',
    move: '查看',
    itemSearch: '搜尋道具',
    tries: '嘗試次數',
    atLeastOne: '嘗試 100 次至少獲得 1 次的機率',
    box: '黃金寶箱',
    pityNotice: '到第 50 次仍未獲得 S 級以上時',
    cost: '花費 7,500 寶石',
    ledgerLink: '驗證帳本',
    ledgerHolds: /帳本完整：已在此瀏覽器重新計算 \d+ 個版本/,
    compare: '比較版本',
    raised: '▲ 0.0500 個百分點',
    upcoming: '已預告的變更',
    upcomingNote: '下週活動：黃金王冠機率提升',
    lowered: '▼ 0.0500 個百分點',
    total: '合計',
    pity: '保底規則',
    history: '變更紀錄',
  },
} as const;

for (const locale of ['ko', 'zh-TW'] as const) {
  test.describe(`probability disclosures in ${locale}`, localeTag(locale), () => {
    test.use({ locale: locale === 'ko' ? 'ko-KR' : 'zh-TW' });
    const t = TEXT[locale];

    test('hub → list → search → page 2 → move → detail → search a number → calculator', async ({ page, request }, info) => {
      await ensureEventTickets(request);
      // Hydration mismatches and runtime errors end up here.
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        // The site has no favicon yet; that request is not this screen's.
        if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) {
          errors.push(`${message.text()} ${message.location().url}`);
        }
      });

      await page.goto('/probability');
      await expect(page.getByRole('heading', { level: 1, name: t.hub })).toBeVisible();
      // The hub is one of the bottom bar's "more" sheet: the sheet marks it as the current page.
      await page
        .getByRole('navigation', { name: /주요 메뉴|主選單/ })
        .getByRole('button', { name: t.more })
        .click();
      await expect(page.getByRole('dialog', { name: t.sheet }).getByRole('link', { name: t.hub })).toHaveAttribute('aria-current', 'page');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: t.sheet })).toBeHidden();
      await shoot(page, info, locale, '1-hub');
      await page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(t.kind) })
        .click();

      await expect(page).toHaveURL(/\/probability\/ticket$/);
      await expect(page.getByRole('heading', { level: 1, name: t.kind })).toBeVisible();
      const rows = page.getByRole('main').getByRole('listitem');
      await expect(rows).toHaveCount(10);
      await expect(rows.filter({ hasText: `${PREFIX[locale]} 1` }).first()).toContainText('…');
      await shoot(page, info, locale, '2-list');

      await page.getByRole('searchbox', { name: t.search }).fill(PREFIX[locale]);
      await expect(rows).toHaveCount(10);
      await page.getByRole('button', { name: t.next }).click();
      await expect(page.getByText(t.page2)).toBeVisible();
      await expect(rows).toHaveCount(2);
      await expect(page).toHaveURL(/page=2/);
      await shoot(page, info, locale, '3-list-page-2');

      const row = rows.filter({ hasText: `${PREFIX[locale]} 12` });
      await row.getByRole('link', { name: t.move }).click();

      await expect(page).toHaveURL(/\/probability\/ticket\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: `${PREFIX[locale]} 12` })).toBeVisible();
      // The outcomes; the calculator's table of tries comes after it.
      const table = page.getByRole('table').first();
      await expect(table.getByRole('row')).toHaveCount(6);
      await expect(table.getByRole('row').last()).toContainText(t.total);
      await expect(table.getByRole('row').last()).toContainText('100.0000%');
      await expect(page.getByRole('heading', { name: t.pity })).toBeVisible();
      await expect(page.getByRole('heading', { name: t.history })).toBeVisible();
      // Share tags as crawlers read them: in the document itself (see foundation.spec.ts).
      await page.reload();
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(`${PREFIX[locale]} 12`));
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(2);
      await shoot(page, info, locale, '4-detail');

      await page.getByRole('searchbox', { name: t.itemSearch }).fill('0.5');
      await expect(table.getByRole('row')).toHaveCount(3);
      await expect(table.getByRole('row').nth(1)).toContainText('0.5000%');
      await page.getByRole('searchbox', { name: t.itemSearch }).fill('3');
      await expect(table.getByRole('row').nth(1)).toContainText('30.0000%');

      const tries = page.getByRole('textbox', { name: t.tries });
      await tries.fill('100');
      await expect(page.getByText(t.atLeastOne)).toBeVisible();
      await expect(page.getByText('39.4230%')).toBeVisible();
      await tries.fill('0');
      await expect(tries).toHaveAttribute('aria-invalid', 'true');
      await tries.fill('100');
      await shoot(page, info, locale, '5-detail-calculator');

      await page.goBack();
      await expect(page).toHaveURL(/\/probability\/ticket\?.*page=2/);
      await expect(rows).toHaveCount(2);
      expect(errors).toEqual([]);
    });

    test('a table’s ledger is recomputed in the browser and holds', async ({ page, request }) => {
      const boxes = (await (await request.get(`/api/v1/probability/treasure-box/?lang=${locale}`)).json()).data as {
        id: number;
        name: string;
      }[];
      const box = boxes.find((b) => b.name === t.box)!;
      await page.goto(`/probability/treasure-box/${box.id}`);
      await page.getByRole('link', { name: t.ledgerLink }).click();
      await expect(page).toHaveURL(new RegExp(`/probability/treasure-box/${box.id}/ledger$`));
      await expect(page.getByRole('status').filter({ hasText: t.ledgerHolds })).toBeVisible();
      const ledger = (await (await request.get(`/api/v1/probability/treasure-box/${box.id}/ledger/`)).json()).data;
      // The newest version first, with its full hash.
      await expect(page.getByText(ledger.versions.at(-1).hash)).toBeVisible();
      // The last change side by side: the crown went from 0.15 % to 0.2 %.
      await expect(page.getByRole('region', { name: t.compare }).getByRole('row').filter({ hasText: t.raised })).toHaveCount(1);
    });

    test('an announced change is shown before it takes effect, rate by rate', async ({ page, request }) => {
      const boxes = (await (await request.get(`/api/v1/probability/treasure-box/?lang=${locale}`)).json()).data as {
        id: number;
        name: string;
      }[];
      const box = boxes.find((b) => b.name === t.box)!;
      await page.goto(`/probability/treasure-box/${box.id}`);
      const upcoming = page.getByRole('region', { name: t.upcoming });
      await expect(upcoming.getByText(t.upcomingNote)).toBeVisible();
      // The crown goes up and the bow tie down by the same 0.05 points; the table above keeps today's rates.
      await expect(upcoming.getByRole('row').filter({ hasText: t.raised })).toHaveCount(1);
      await expect(upcoming.getByRole('row').filter({ hasText: t.lowered })).toHaveCount(1);
      await expect(page.getByRole('region', { name: t.history }).getByText(t.upcomingNote)).toHaveCount(0);
    });

    test('the calculator counts a box’s guarantee and prices the tries in gems', async ({ page, request }) => {
      const boxes = (await (await request.get(`/api/v1/probability/treasure-box/?lang=${locale}`)).json()).data as {
        id: number;
        name: string;
      }[];
      const box = boxes.find((b) => b.name === t.box)!;
      await page.goto(`/probability/treasure-box/${box.id}`);
      await expect(page.getByText(t.pityNotice)).toBeVisible();
      const tries = page.getByRole('textbox', { name: t.tries });
      await tries.fill('50');
      // 50 tries at 150 gems each.
      await expect(page.getByText(t.cost)).toBeVisible();
      const milestones = page.getByRole('table').last();
      await expect(milestones.getByRole('row')).toHaveCount(4);
      await expect(milestones.getByRole('row').nth(1)).toContainText(/50\s?%/);
      await expect(page.locator('output strong')).toHaveText(/^\d+\.\d{4}%$/);
    });
  });
}

test('the list is in the first HTML for crawlers, with descriptions cut at 40 characters', async ({ request }) => {
  await ensureEventTickets(request);
  const html = await (await request.get('/probability/ticket', { headers: { 'accept-language': 'ko' } })).text();
  expect(html).toContain('슬라임 뽑기권');
  expect(html).toContain('href="/probability/ticket/');
  expect(html).toMatch(/이벤트 기간에만 판매하는 뽑기권이에요[^<]*…/);
  expect(html).toContain('"@type":"ItemList"');
});

test('unknown kinds and tables are 404 pages; snake-case kinds lead to the kebab-case address', async ({ page }) => {
  expect((await page.goto('/probability/lootbox'))?.status()).toBe(404);
  expect((await page.goto('/probability/ticket/999999'))?.status()).toBe(404);
  expect((await page.goto('/probability/treasure-box/abc'))?.status()).toBe(404);
  await page.goto('/probability/treasure_box');
  await expect(page).toHaveURL(/\/probability\/treasure-box$/);
});

test('a table keeps its public change history, newest first, with the rates of each version', async ({ page }, info) => {
  await page.goto('/probability/treasure-box');
  await page.getByRole('main').getByRole('listitem').filter({ hasText: '황금 보물상자' }).getByRole('link', { name: '보기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '황금 보물상자' })).toBeVisible();
  const changes = page.getByRole('region', { name: '변경 이력' }).locator('ol > li');
  await expect(changes).toHaveCount(2);
  await expect(changes.first()).toContainText('0.15% → 0.2%');
  await changes.last().getByText('이때부터 적용된 확률 보기').click();
  await expect(changes.last()).toContainText('0.1500%');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('0.2000%');
  await shoot(page, info, 'ko', '6-history');
});
