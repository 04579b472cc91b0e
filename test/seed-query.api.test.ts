import { listQuery, queueQuery, readListParams } from '@/components/admin/list-params';
import { routeOf, seedQueryAs, type PageSession } from '@/app/seed-query';
import { GET as memberSearch } from '@/app/api/v1/admin/members/route';
import { GET as reportQueue } from '@/app/api/v1/admin/reports/route';
import { GET as badgeCatalogue } from '@/app/api/v1/badges/route';
import { GET as me } from '@/app/api/v1/user/route';
import { GET as notifications } from '@/app/api/v1/user/notification/route';
import { memberOptions, memberSearchOptions, reportQueueOptions } from '@/lib/api/admin';
import { myCommentsOptions } from '@/lib/api/comments';
import { commentKeys } from '@/lib/api/keys';
import { badgeCatalogueOptions, notificationsOptions, unreadCountOptions } from '@/lib/api/people';
import { tradeListOptions } from '@/lib/api/trades';
import { meOptions } from '@/lib/api/user';
import { closeDb } from '@/lib/server/db';
import { makeAccount, makeAdmin, seedBasics, type Account } from '@/test/admin-fixtures';
import { callRoute } from '@/test/call-route';

// What a server page seeds is what the API answers the screen's own request (app/seed-query.ts):
// the same route, the same address (so the same list envelope, links included), the same reader
// and language, under the screen's key; what the API refuses is left for the screen to ask.

let admin: Account;
let member: Account;

const session = (account: Account | null, locale: PageSession['locale'] = 'ko'): PageSession => ({
  token: account ? account.auth.authorization.replace(/^Token /, '') : null,
  locale,
});

beforeAll(async () => {
  await seedBasics();
  admin = await makeAdmin({ nickname: '씨앗관리자' });
  member = await makeAccount({ nickname: '씨앗회원' });
  for (let i = 0; i < 12; i += 1) await makeAccount({ nickname: `씨앗회원${i}` });
});
afterAll(() => closeDb());

/** The request a screen's query makes. */
const api = (options: { meta?: { api?: string } }) => options.meta!.api!;

/** The API's answer to `address` for `account`. */
async function apiAnswer(
  route: Parameters<typeof callRoute<Record<string, string>>>[0],
  address: string,
  account: Account,
  headers: Record<string, string> = {},
) {
  const res = await callRoute(route, `/api${address}`, { headers: { ...account.auth, ...headers } });
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('the route of an address', () => {
  it('takes a static segment before a parameter, as Next routes', () => {
    expect(routeOf('/v1/trades/guard/')?.route.path).toBe('/v1/trades/guard/');
    expect(routeOf('/v1/trades/12/')).toMatchObject({ route: { path: '/v1/trades/{id}/' }, params: { id: '12' } });
    expect(routeOf('/v1/admin/banners/order/')?.route.path).toBe('/v1/admin/banners/order/');
    expect(routeOf('/v1/admin/reports/post/3/')).toMatchObject({ params: { type: 'post', id: '3' } });
  });

  it('passes parameters decoded, and knows no route for an unknown path', () => {
    expect(routeOf('/v1/users/%ED%95%9C/posts/')?.params).toEqual({ uuid: '한' });
    expect(routeOf('/v1/nowhere/')).toBeNull();
  });
});

describe('a seeded page is the API’s answer', () => {
  it.each([{}, { page: '2' }, { q: '씨앗', role: 'member', page: '2' }])('the member list for %o', async (address) => {
    const params = readListParams('members', address);
    const options = memberSearchOptions(listQuery(params.filters, params.page));
    const seeded = await seedQueryAs(options, session(admin));
    const answer = await apiAnswer(memberSearch, api(options), admin);
    expect(seeded).toEqual({ queryKey: options.queryKey, data: answer });
    expect(answer.count).toBeGreaterThan(10);
    expect(answer.previous ?? answer.next).not.toBeNull();
  });

  it('the report queue for the bare address (open reports)', async () => {
    const options = reportQueueOptions(queueQuery(readListParams('reports', {})));
    expect(api(options)).toBe('/v1/admin/reports/?status=open&page=1');
    expect((await seedQueryAs(options, session(admin)))?.data).toEqual(await apiAnswer(reportQueue, api(options), admin));
  });

  it('a list read page by page holds the answer as its first page', async () => {
    const options = notificationsOptions();
    expect(api(options)).toBe('/v1/user/notification/?page=1');
    const seeded = await seedQueryAs(options, session(member));
    expect(seeded?.data).toEqual({ pages: [await apiAnswer(notifications, api(options), member)], pageParams: [1] });

    const trades = tradeListOptions(member.id, 'active');
    expect(api(trades)).toBe('/v1/trades/?box=active&page=1');
    expect((await seedQueryAs(trades, session(member)))?.data).toMatchObject({ pages: [{ count: 0, results: [] }], pageParams: [1] });

    // A keyset list starts without a cursor.
    const replies = myCommentsOptions();
    expect(api(replies)).toBe('/v1/community/reply/my/');
    expect((await seedQueryAs(replies, session(member)))?.data).toMatchObject({ pages: [{ results: [] }], pageParams: [null] });
  });

  it('a query that keeps a part of the answer keeps the same part', async () => {
    const meSeed = await seedQueryAs(meOptions(), session(member));
    expect(api(meOptions())).toBe('/v1/user/layer/?me=1');
    expect(meSeed?.data).toEqual(await apiAnswer(me, '/v1/user/', member));
    expect((await seedQueryAs(unreadCountOptions(), session(member)))?.data).toEqual({ count: 0 });
  });

  it('asks in the page’s language', async () => {
    const options = badgeCatalogueOptions();
    const [ko, zh] = await Promise.all([seedQueryAs(options, session(member)), seedQueryAs(options, session(member, 'zh-TW'))]);
    expect(ko?.data).toEqual(await apiAnswer(badgeCatalogue, api(options), member, { cookie: 'NEXT_LOCALE=ko' }));
    expect(zh?.data).toEqual(await apiAnswer(badgeCatalogue, api(options), member, { cookie: 'NEXT_LOCALE=zh-TW' }));
    expect(zh?.data).not.toEqual(ko?.data);
  });
});

describe('what the API refuses is left for the screen to ask', () => {
  it('a malformed filter (400), an unknown id (404), a guest on a member’s read (401)', async () => {
    const bad = memberSearchOptions(listQuery(readListParams('members', { status: 'sleeping' }).filters, 1));
    expect((await callRoute(memberSearch, `/api${api(bad)}`, { headers: admin.auth })).status).toBe(400);
    expect(await seedQueryAs(bad, session(admin))).toBeNull();
    expect(await seedQueryAs(memberOptions(99_999_999), session(admin))).toBeNull();
    expect(await seedQueryAs(notificationsOptions(), session(null))).toBeNull();
    expect(await seedQueryAs(memberOptions(member.id), session(member))).toBeNull();
  });

  it('a query that does not say its request, or names no route, is a mistake of the page', async () => {
    await expect(seedQueryAs({ queryKey: commentKeys.mine() }, session(member))).rejects.toThrow(/meta\.api/);
    await expect(seedQueryAs({ queryKey: ['x'], meta: { api: '/v1/nowhere/' } }, session(member))).rejects.toThrow(/no route/);
  });
});
