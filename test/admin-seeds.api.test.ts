import { listQuery, queueQuery, readListParams } from '@/components/admin/list-params';
import { listSeed, seed } from '@/app/admin/seeds';
import { GET as memberDetail } from '@/app/api/v1/admin/members/[id]/route';
import { GET as memberSearch } from '@/app/api/v1/admin/members/route';
import { GET as reportQueue } from '@/app/api/v1/admin/reports/route';
import { getMember, searchMembers } from '@/lib/server/people/admin';
import { listReportQueue } from '@/lib/server/moderation/admin';
import { closeDb } from '@/lib/server/db';
import { memberSearchQuery } from '@/lib/validation/admin/members';
import { reportQueueQuery } from '@/lib/validation/admin/moderation';
import { makeAccount, makeAdmin, seedBasics, type Account } from '@/test/admin-fixtures';
import { callRoute } from '@/test/call-route';

// What an /admin page seeds is what the administration API answers the screen for the same
// address: the same envelope, links included, so the screen cannot tell the two apart.

let admin: Account;

beforeAll(async () => {
  await seedBasics();
  admin = await makeAdmin({ nickname: '씨앗관리자' });
  for (let i = 0; i < 12; i += 1) await makeAccount({ nickname: `씨앗회원${i}` });
});
afterAll(() => closeDb());

/** The API's answer to the request the screen makes for `query`. */
async function apiAnswer(route: typeof memberSearch | typeof reportQueue, path: string, query: Record<string, string | number>) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await callRoute(route, `/api/v1/admin${path}?${qs}`, { headers: admin.auth });
  expect(res.status).toBe(200);
  return res.body.data;
}

const json = (value: unknown) => JSON.parse(JSON.stringify(value));

it.each([{}, { page: '2' }, { q: '씨앗', role: 'member', page: '2' }])(
  'the member list seeded for %o is the API’s answer',
  async (address) => {
    const params = readListParams('members', address);
    const query = listQuery(params.filters, params.page);
    const seeded = await listSeed(['members'], { path: '/members/', query, schema: memberSearchQuery, load: searchMembers });
    const answer = await apiAnswer(memberSearch, '/members/', query);
    expect(json(seeded!.data)).toEqual(answer);
    expect(answer.count).toBeGreaterThan(10);
    expect(answer.previous ?? answer.next).not.toBeNull();
  },
);

it('the report queue seeded for the bare address is the API’s answer for open reports', async () => {
  const query = queueQuery(readListParams('reports', {}));
  const seeded = await listSeed(['reports'], { path: '/reports/', query, schema: reportQueueQuery, load: (q) => listReportQueue(q, 'ko') });
  expect(json(seeded!.data)).toEqual(await apiAnswer(reportQueue, '/reports/', query));
});

it('seeds nothing the API would refuse, so the screen asks and shows the API’s error', async () => {
  const query = listQuery(readListParams('members', { status: 'sleeping' }).filters, 1);
  expect((await callRoute(memberSearch, `/api/v1/admin/members/?status=sleeping&page=1`, { headers: admin.auth })).status).toBe(400);
  expect(await listSeed(['members'], { path: '/members/', query, schema: memberSearchQuery, load: searchMembers })).toBeNull();

  const viewer = { id: admin.id, role: 'admin' } as Parameters<typeof getMember>[0];
  expect((await callRoute(memberDetail, '/x', { headers: admin.auth, params: { id: '99999999' } })).status).toBe(404);
  expect(await seed(['member'], () => getMember(viewer, 99_999_999, 'ko'))).toBeNull();
  await expect(seed(['boom'], () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
});
