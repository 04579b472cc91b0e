import { desc, eq } from 'drizzle-orm';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { STRIKE_DECAY_DAYS } from '@/lib/server/moderation/strikes';
import {
  auditActionsOn,
  jsonBody,
  makeAccount,
  makeAdmin,
  makeComment,
  makePost,
  makeReport,
  seedBasics,
  type Account,
} from '@/test/admin-fixtures';
import { callRoute } from '@/test/call-route';
import { GET as postDetail } from '../../community/[id]/route';
import { GET as modlog } from '../../community/modlog/route';
import { POST as appeal } from '../../users/me/sanctions/[id]/appeal/route';
import { GET as mySanctions } from '../../users/me/sanctions/route';
import { DELETE as deleteComment, PATCH as patchComment } from '../comments/[id]/route';
import { POST as suspend } from '../members/[id]/suspension/route';
import { DELETE as deletePost, PATCH as patchPost } from '../posts/[id]/route';
import { POST as resolve } from '../reports/[type]/[id]/resolve/route';
import { POST as decide } from './[id]/decision/route';
import { GET as getOne } from './[id]/route';
import { GET as list } from './route';

// Sanctions, appeals, strikes and the public moderation log: each administrator path records a
// sanction, the member sees and appeals it once, another administrator decides, and the modlog
// lists it all without reporters or private text.

let admin: Account;
let second: Account;

beforeAll(async () => {
  await seedBasics();
  admin = await makeAdmin();
  second = await makeAdmin();
});
afterAll(() => closeDb());

const hidePost = (id: number, extra: Record<string, unknown> = {}, who: Account = admin) =>
  callRoute(patchPost, `/api/v1/admin/posts/${id}/`, {
    ...jsonBody('PATCH', { is_hidden: true, rule: 'advertisement', public_note: '광고 글이에요', ...extra }, who.auth),
    params: { id: String(id) },
  });
const mine = async (who: Account) => (await callRoute(mySanctions, '/api/v1/users/me/sanctions/', { headers: who.auth })).body;
const appealAs = (who: Account | null, id: number, text: unknown = '광고가 아니라 공략 글이에요') =>
  callRoute(appeal, `/api/v1/users/me/sanctions/${id}/appeal/`, {
    ...jsonBody('POST', { text }, who?.auth ?? {}),
    params: { id: String(id) },
  });
const decideAs = (who: Account, id: number, outcome: string, note = '') =>
  callRoute(decide, `/api/v1/admin/appeals/${id}/decision/`, {
    ...jsonBody('POST', { outcome, note }, who.auth),
    params: { id: String(id) },
  });
const readModlog = async (query = '') => (await callRoute(modlog, `/api/v1/community/modlog/${query}`, {})).body.data;
const notificationsOf = async (userId: number) =>
  (await getDb()).select().from(schema.notifications).where(eq(schema.notifications.userId, userId)).orderBy(desc(schema.notifications.id));
const sanctionsOf = async (userId: number) =>
  (await getDb()).select().from(schema.sanctions).where(eq(schema.sanctions.userId, userId)).orderBy(schema.sanctions.id);

describe('sanctions recorded by every administrator path', () => {
  it('post and comment screens, deletes, the report queue and the members screen each record one', async () => {
    const member = await makeAccount();
    const reporter = await makeAccount();
    const p1 = await makePost(member.id);
    expect((await hidePost(p1.id)).status).toBe(200);
    const p2 = await makePost(member.id);
    expect(
      (
        await callRoute(deletePost, `/api/v1/admin/posts/${p2.id}/`, {
          ...jsonBody('DELETE', { rule: 'copyright', strike: false }, admin.auth),
          params: { id: String(p2.id) },
        })
      ).status,
    ).toBe(200);
    const c1 = await makeComment(p1.id, member.id);
    expect(
      (
        await callRoute(patchComment, `/api/v1/admin/comments/${c1.id}/`, {
          ...jsonBody('PATCH', { is_hidden: true, rule: 'bullying', strike: false }, admin.auth),
          params: { id: String(c1.id) },
        })
      ).status,
    ).toBe(200);
    const c2 = await makeComment(p1.id, member.id);
    expect(
      (
        await callRoute(deleteComment, `/api/v1/admin/comments/${c2.id}/`, {
          method: 'DELETE',
          headers: admin.auth,
          params: { id: String(c2.id) },
        })
      ).status,
    ).toBe(200);
    const p3 = await makePost(member.id);
    await makeReport(reporter.id, 'post', p3.id, { reasonType: 5, reason: 'violence' });
    expect(
      (
        await callRoute(resolve, `/api/v1/admin/reports/post/${p3.id}/resolve/`, {
          ...jsonBody('POST', { action: 'hide', strike: false }, admin.auth),
          params: { type: 'post', id: String(p3.id) },
        })
      ).status,
    ).toBe(200);

    const rows = await sanctionsOf(member.id);
    expect(rows.map((r) => [r.kind, r.targetType, r.targetId, r.rule, r.strike])).toEqual([
      ['hide', 'post', p1.id, 'advertisement', true],
      ['delete', 'post', p2.id, 'copyright', false],
      ['hide', 'comment', c1.id, 'bullying', false],
      ['delete', 'comment', c2.id, 'other', true],
      // The report queue's default rule: the reports' most common reason.
      ['hide', 'post', p3.id, 'violence', false],
    ]);
    expect(rows.every((r) => r.adminId === admin.id && r.categoryId === 25)).toBe(true);

    const target = await makeAccount();
    const suspended = await callRoute(suspend, `/api/v1/admin/members/${target.id}/suspension/`, {
      ...jsonBody('POST', { reason: '비공개 사유: 다중 계정', until: null, rule: 'prohibited', public_note: '운영 정책 위반' }, admin.auth),
      params: { id: String(target.id) },
    });
    expect(suspended.status).toBe(200);
    expect((await sanctionsOf(target.id)).map((r) => [r.kind, r.rule, r.publicNote])).toEqual([
      ['suspend', 'prohibited', '운영 정책 위반'],
    ]);
    expect((await notificationsOf(target.id)).map((n) => n.kind)).toContain('sanction');

    const refused = await hidePost((await makePost(member.id)).id, { rule: 'nope' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.rule).toEqual(['ruleInvalid']);
  });
});

describe('/api/v1/users/me/sanctions/', () => {
  it('lists the member’s own sanctions with rule and public note, never the reporter or the private reason', async () => {
    const member = await makeAccount();
    const reporter = await makeAccount({ nickname: '신고한사람' });
    const post = await makePost(member.id);
    await makeReport(reporter.id, 'post', post.id);
    await callRoute(resolve, `/api/v1/admin/reports/post/${post.id}/resolve/`, {
      ...jsonBody('POST', { action: 'hide', note: '비공개 메모', public_note: '광고는 홍보 게시판에' }, admin.auth),
      params: { type: 'post', id: String(post.id) },
    });
    const body = await mine(member);
    expect(body.data.strikes).toMatchObject({ active: 1, decay_days: STRIKE_DECAY_DAYS });
    expect(body.data.results).toHaveLength(1);
    expect(body.data.results[0]).toMatchObject({
      kind: 'hide',
      rule: 'advertisement',
      public_note: '광고는 홍보 게시판에',
      strike: true,
      status: 'active',
      can_appeal: true,
      appeal: null,
      target: { type: 'post', id: post.id, title: post.title, is_hidden: true },
    });
    const text = JSON.stringify(body);
    expect(text).not.toContain('신고한사람');
    expect(text).not.toContain('비공개 메모');
    expect(text).not.toContain(String(reporter.uuid));
    // Someone else sees none of it.
    expect((await mine(await makeAccount())).data.results).toEqual([]);
  });

  it('refuses a guest, another member’s sanction, an empty text and a second appeal; lets a suspended member appeal', async () => {
    const member = await makeAccount();
    const post = await makePost(member.id);
    await hidePost(post.id);
    const [sanction] = await sanctionsOf(member.id);

    expect((await appealAs(null, sanction!.id)).status).toBe(401);
    const other = await appealAs(await makeAccount(), sanction!.id);
    expect(other.status).toBe(404);
    const empty = await appealAs(member, sanction!.id, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.errors.text).toEqual(['required']);
    expect((await appealAs(member, sanction!.id, 'x'.repeat(1001))).body.errors.text).toEqual(['tooLong']);

    const first = await appealAs(member, sanction!.id, '  공략 글이에요  ');
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ text: '공략 글이에요', status: 'pending' });
    const twice = await appealAs(member, sanction!.id);
    expect(twice.status).toBe(409);
    expect(twice.body.errors._).toEqual(['appealExists']);
    expect((await mine(member)).data.results[0]).toMatchObject({ can_appeal: false, appeal: { status: 'pending' } });

    // A suspended member reads and appeals their suspension.
    const target = await makeAccount();
    await callRoute(suspend, `/api/v1/admin/members/${target.id}/suspension/`, {
      ...jsonBody('POST', { reason: '도배', until: null, rule: 'inappropriate' }, admin.auth),
      params: { id: String(target.id) },
    });
    const list = await mine(target);
    expect(list.data.results[0]).toMatchObject({ kind: 'suspend', rule: 'inappropriate', can_appeal: true });
    expect((await appealAs(target, list.data.results[0].id)).status).toBe(201);
  });
});

describe('/api/v1/admin/appeals/', () => {
  it('refuses the administrator who sanctioned and a second decision; another administrator reverses and the post is visible again', async () => {
    const member = await makeAccount();
    const post = await makePost(member.id);
    await hidePost(post.id);
    const [sanction] = await sanctionsOf(member.id);
    const made = await appealAs(member, sanction!.id);
    const appealId = made.body.data.id as number;
    expect((await callRoute(postDetail, `/api/v1/community/${post.id}/`, { params: { id: String(post.id) } })).status).toBe(404);

    const listed = await callRoute(list, '/api/v1/admin/appeals/?status=pending', { headers: admin.auth });
    const row = listed.body.data.results.find((a: { id: number }) => a.id === appealId);
    expect(row).toMatchObject({ status: 'pending', can_decide: false, sanction: { admin: { id: admin.id } } });
    expect(
      (await callRoute(getOne, `/api/v1/admin/appeals/${appealId}/`, { headers: second.auth, params: { id: String(appealId) } })).body.data
        .can_decide,
    ).toBe(true);

    const same = await decideAs(admin, appealId, 'reverse');
    expect(same.status).toBe(403);
    expect(same.body.errors._).toEqual(['appealSameAdmin']);
    expect((await decideAs(second, appealId, 'maybe')).body.errors.outcome).toEqual(['outcomeInvalid']);

    // Nobody decides their own appeal (an administrator's own content).
    const third = await makeAdmin();
    const ownPost = await makePost(third.id);
    await hidePost(ownPost.id);
    const [ownSanction] = await sanctionsOf(third.id);
    const ownAppeal = (await appealAs(third, ownSanction!.id)).body.data.id;
    const selfDecided = await decideAs(third, ownAppeal, 'reverse');
    expect(selfDecided.status).toBe(403);
    expect(selfDecided.body.errors._).toEqual(['appealOwn']);

    const reversed = await decideAs(second, appealId, 'reverse', '공략 글이 맞아요');
    expect(reversed.status).toBe(200);
    expect(reversed.body.data).toMatchObject({ status: 'reversed', decided_by: { id: second.id }, sanction: { status: 'reversed' } });
    expect((await callRoute(postDetail, `/api/v1/community/${post.id}/`, { params: { id: String(post.id) } })).status).toBe(200);
    const again = await decideAs(second, appealId, 'uphold');
    expect(again.status).toBe(409);
    expect(again.body.errors._).toEqual(['appealDecided']);

    expect((await notificationsOf(member.id))[0]).toMatchObject({ kind: 'appeal_reversed', payload: { sanctionId: sanction!.id } });
    const view = (await mine(member)).data;
    expect(view.strikes.active).toBe(0);
    expect(view.results[0]).toMatchObject({ status: 'reversed', appeal: { status: 'reversed', decision_note: '공략 글이 맞아요' } });
    expect(await auditActionsOn('appeal', appealId)).toEqual(['appeal.create', 'appeal.reverse']);
  });

  it('reverses a delete (restored) and a suspension (lifted); upholding notifies too', async () => {
    const member = await makeAccount();
    const post = await makePost(member.id);
    await callRoute(deletePost, `/api/v1/admin/posts/${post.id}/`, {
      method: 'DELETE',
      headers: admin.auth,
      params: { id: String(post.id) },
    });
    const [deleted] = await sanctionsOf(member.id);
    const a1 = (await appealAs(member, deleted!.id)).body.data.id;
    expect((await decideAs(second, a1, 'reverse')).status).toBe(200);
    const [restored] = await (await getDb()).select().from(schema.posts).where(eq(schema.posts.id, post.id));
    expect(restored!.deletedAt).toBeNull();
    expect(restored!.isHidden).toBe(false);

    const target = await makeAccount();
    await callRoute(suspend, `/api/v1/admin/members/${target.id}/suspension/`, {
      ...jsonBody('POST', { reason: '도배', until: null }, admin.auth),
      params: { id: String(target.id) },
    });
    const [suspension] = await sanctionsOf(target.id);
    const a2 = (await appealAs(target, suspension!.id)).body.data.id;
    expect((await decideAs(second, a2, 'reverse')).status).toBe(200);
    const [user] = await (await getDb()).select().from(schema.users).where(eq(schema.users.id, target.id));
    expect(user!.status).toBe('active');

    const third = await makeAccount();
    const p = await makePost(third.id);
    await hidePost(p.id);
    const [hide] = await sanctionsOf(third.id);
    const a3 = (await appealAs(third, hide!.id)).body.data.id;
    const upheld = await decideAs(second, a3, 'uphold', '광고가 맞아요');
    expect(upheld.body.data).toMatchObject({ status: 'upheld', sanction: { status: 'active' } });
    expect((await notificationsOf(third.id))[0]!.kind).toBe('appeal_upheld');
    expect((await callRoute(postDetail, `/api/v1/community/${p.id}/`, { params: { id: String(p.id) } })).status).toBe(404);
  });
});

describe('strikes', () => {
  it('three active strikes suspend for 3 days; an expired or reversed strike does not count', async () => {
    const member = await makeAccount();
    const db = await getDb();
    // An old strike past the decay does not count.
    await db.insert(schema.sanctions).values({
      userId: member.id,
      kind: 'hide',
      targetType: 'post',
      targetId: 0,
      rule: 'other',
      adminId: admin.id,
      strike: true,
      createdAt: new Date(Date.now() - (STRIKE_DECAY_DAYS + 1) * 86_400_000),
    });
    await hidePost((await makePost(member.id)).id);
    await hidePost((await makePost(member.id)).id);
    expect((await mine(member)).data.strikes.active).toBe(2);
    let [user] = await db.select().from(schema.users).where(eq(schema.users.id, member.id));
    expect(user!.status).toBe('active');

    await hidePost((await makePost(member.id)).id);
    [user] = await db.select().from(schema.users).where(eq(schema.users.id, member.id));
    expect(user!.status).toBe('suspended');
    const days = (user!.suspendedUntil!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.9);
    expect(days).toBeLessThanOrEqual(3);
    const auto = (await sanctionsOf(member.id)).at(-1)!;
    expect(auto).toMatchObject({ kind: 'suspend', adminId: null, strike: false, rule: 'advertisement' });

    // The automatic suspension is appealable by any administrator; reversing lifts it.
    const own = (await mine(member)).data.results.find((s: { id: number }) => s.id === auto.id);
    expect(own).toMatchObject({ automatic: true, can_appeal: true });
    const a = (await appealAs(member, auto.id)).body.data.id;
    expect((await decideAs(admin, a, 'reverse')).status).toBe(200);
    [user] = await db.select().from(schema.users).where(eq(schema.users.id, member.id));
    expect(user!.status).toBe('active');
  });
});

describe('/api/v1/community/modlog/', () => {
  it('lists hides, deletes, suspensions and reversals with board, rule and public note; never reporters, members or private text', async () => {
    const member = await makeAccount({ nickname: '제재회원' });
    const reporter = await makeAccount({ nickname: '몰래신고자' });
    const post = await makePost(member.id, { title: '숨겨질 비밀 제목', content: '숨겨질 비밀 본문이에요. 열 글자 넘게.' });
    await makeReport(reporter.id, 'post', post.id);
    await callRoute(resolve, `/api/v1/admin/reports/post/${post.id}/resolve/`, {
      ...jsonBody('POST', { action: 'hide', note: '내부 메모만', public_note: '홍보 글은 홍보 게시판에' }, admin.auth),
      params: { type: 'post', id: String(post.id) },
    });
    const [sanction] = await sanctionsOf(member.id);
    const a = (await appealAs(member, sanction!.id, '비밀 항소문')).body.data.id;
    await decideAs(second, a, 'reverse', '비밀 결정 메모');

    const log = await readModlog('?page_size=50');
    const ours = log.results.filter((e: { id: string }) => e.id === `s${sanction!.id}` || e.id === `r${sanction!.id}`);
    expect(ours.map((e: { event: string }) => e.event)).toEqual(['reversal', 'hide']);
    expect(ours[1]).toMatchObject({
      kind: 'hide',
      target_type: 'post',
      rule: 'advertisement',
      public_note: '홍보 글은 홍보 게시판에',
      automatic: false,
    });
    expect(typeof ours[1].board).toBe('string');
    const text = JSON.stringify(log);
    for (const secret of ['제재회원', '몰래신고자', '숨겨질 비밀', '내부 메모만', '비밀 항소문', '비밀 결정 메모', '도배'])
      expect(text).not.toContain(secret);
    const reversals = await readModlog('?kind=reversal&page_size=50');
    expect(reversals.results.every((e: { event: string }) => e.event === 'reversal')).toBe(true);
    expect(reversals.count).toBeGreaterThan(0);
  });
});
