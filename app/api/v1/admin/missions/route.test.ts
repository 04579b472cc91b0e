import { closeDb } from '@/lib/server/db';
import { auditActionsOn, auditCount, jsonBody, makeAccount, makeAdmin, seedBasics, type Account } from '@/test/admin-fixtures';
import { callRoute } from '@/test/call-route';
import { GET as publicBoard } from '../../missions/route';
import { DELETE as remove, GET as getOne, PUT as put } from './[id]/route';
import { GET as list, POST as create } from './route';

let admin: Account;
let member: Account;

const body = (extra: Record<string, unknown> = {}) => ({
  key: `read-${Math.random().toString(36).slice(2, 8)}`,
  kind: 'read_posts',
  period: 'daily',
  target: 3,
  reward_balls: 20,
  title_ko: '글 3개 읽기',
  title_zh: '閱讀 3 篇文章',
  description_ko: '다른 회원의 글을 읽어요',
  description_zh: '閱讀其他會員的文章',
  ...extra,
});

const post = (payload: unknown, who: Account = admin) => callRoute(create, '/api/v1/admin/missions/', jsonBody('POST', payload, who.auth));
const putOne = (id: number, payload: unknown) =>
  callRoute(put, `/api/v1/admin/missions/${id}/`, { ...jsonBody('PUT', payload, admin.auth), params: { id: String(id) } });

beforeAll(async () => {
  await seedBasics();
  admin = await makeAdmin();
  member = await makeAccount();
});
afterAll(() => closeDb());

describe('/api/v1/admin/missions/', () => {
  it('creates, reads, lists, edits and deletes a mission, each write with an audit row', async () => {
    const audits = await auditCount();
    const created = await post(body({ key: 'crud-mission', ends_at: '2999-01-01T00:00:00+09:00' }));
    expect(created.status).toBe(201);
    const mission = created.body.data;
    expect(mission).toMatchObject({ key: 'crud-mission', target: 3, is_active: true, completions: 0, ends_at: '2998-12-31T15:00:00.000Z' });

    const one = await callRoute(getOne, `/api/v1/admin/missions/${mission.id}/`, {
      headers: admin.auth,
      params: { id: String(mission.id) },
    });
    expect(one.body.data.title_zh).toBe('閱讀 3 篇文章');
    const page = await callRoute(list, '/api/v1/admin/missions/?q=crud', { headers: admin.auth });
    expect(page.body.data.results.map((m: { key: string }) => m.key)).toEqual(['crud-mission']);

    const edited = await putOne(mission.id, body({ key: 'crud-mission', target: 5, title_ko: '글 5개 읽기', is_active: false }));
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ target: 5, title_ko: '글 5개 읽기', is_active: false, starts_at: mission.starts_at });

    const gone = await callRoute(remove, `/api/v1/admin/missions/${mission.id}/`, {
      method: 'DELETE',
      headers: admin.auth,
      params: { id: String(mission.id) },
    });
    expect(gone.status).toBe(200);
    expect(await auditCount()).toBe(audits + 3);
    expect(await auditActionsOn('mission', mission.id)).toEqual(['mission.create', 'mission.delete', 'mission.update']);
    expect((await putOne(mission.id, body())).status).toBe(404);
  });

  it('refuses bad dates, a title missing in one language, a target of 0 and a taken key', async () => {
    const audits = await auditCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title_zh: '' }, 'title_zh', 'required'],
      [{ title_ko: '   ' }, 'title_ko', 'required'],
      [{ target: 0 }, 'target', 'invalid'],
      [{ target: -2 }, 'target', 'invalid'],
      [{ starts_at: 'tomorrow' }, 'starts_at', 'dateInvalid'],
      [{ starts_at: '2026-12-01T00:00:00Z', ends_at: '2026-11-30T00:00:00Z' }, 'ends_at', 'endBeforeStart'],
      [{ kind: 'write_post' }, 'kind', 'invalid'],
      [{ key: 'Not A Key' }, 'key', 'slugInvalid'],
      [{ reward_badge_id: 999999 }, 'reward_badge_id', 'badgeRequired'],
    ];
    for (const [extra, field, message] of cases) {
      const answer = await post(body(extra));
      expect([answer.status, answer.body.code, answer.body.errors?.[field]]).toEqual([400, 1000, [message]]);
    }
    expect((await post(body({ key: 'taken-key' }))).status).toBe(201);
    const taken = await post(body({ key: 'taken-key' }));
    expect([taken.status, taken.body.errors]).toEqual([409, { key: ['missionKeyTaken'] }]);
    // An end before the stored start is refused on edit too.
    const mission = (await post(body({ starts_at: '2026-12-01T00:00:00Z' }))).body.data;
    const early = await putOne(mission.id, body({ key: mission.key, ends_at: '2026-11-01T00:00:00Z' }));
    expect([early.status, early.body.errors]).toEqual([400, { ends_at: ['endBeforeStart'] }]);
    expect(await auditCount()).toBe(audits + 2);
  });

  it('refuses members and guests', async () => {
    expect((await post(body(), member)).status).toBe(403);
    expect((await callRoute(list, '/api/v1/admin/missions/')).status).toBe(401);
  });

  it('shows an edit on the members’ board at once, no deploy needed', async () => {
    const mission = (await post(body({ key: 'live-edit', title_ko: '처음 제목' }))).body.data;
    const titles = async () =>
      (await callRoute(publicBoard, '/api/v1/missions/?lang=ko')).body.data.daily.map((m: { title: string }) => m.title) as string[];
    expect(await titles()).toContain('처음 제목');
    await putOne(mission.id, body({ key: 'live-edit', title_ko: '바뀐 제목' }));
    expect(await titles()).toContain('바뀐 제목');
    await putOne(mission.id, body({ key: 'live-edit', title_ko: '바뀐 제목', is_active: false }));
    expect(await titles()).not.toContain('바뀐 제목');
  });
});
