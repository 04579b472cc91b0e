import { and, desc, eq } from 'drizzle-orm';
import { FALSE_REPORT_PENALTY, REPORT_AUTO_HIDE_THRESHOLD } from '@/lib/server/moderation/report-rules';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { callRoute } from '@/test/call-route';
import { jsonBody, makeAccount, makeAdmin, makeComment, makePost, makeReport, seedBasics, type Account } from '@/test/admin-fixtures';
import { GET as postDetail } from '../community/[id]/route';
import { POST as reply } from '../community/reply/route';
import { GET as communityList } from '../community/route';
import { POST as login } from '../user/login/community/route';
import { POST as report } from '../user/report/route';
import { GET as auditList } from './audit/route';
import { PATCH as moderateComment } from './comments/[id]/route';
import { PATCH as moderatePost } from './posts/[id]/route';
import { POST as resolve } from './reports/[type]/[id]/resolve/route';
import { GET as group } from './reports/[type]/[id]/route';
import { GET as queue } from './reports/route';
import { clientHeader } from '@/lib/server/http/client';
import { clearOfWindowEdge } from '@/test/rate-window';

// Moderation: the queue, its actions and their effects on the rest of the app.

let admin: Account;
let author: Account;
let reporters: Account[];

beforeAll(async () => {
  await seedBasics();
  admin = await makeAdmin({ nickname: '운영자' });
  author = await makeAccount({ nickname: '광고꾼', password: 'slime1234!', email: 'spammer@example.com' });
  reporters = await Promise.all(Array.from({ length: 6 }, (_, n) => makeAccount({ nickname: `신고자${n}` })));
});
afterAll(() => closeDb());

const fileReport = (who: Account, target_type: string, target_id: number, reason_type = 3) =>
  callRoute(
    report,
    '/api/v1/user/report/',
    jsonBody('POST', { target_type, target_id, reason_type, content: '외부 거래 광고예요' }, who.auth),
  );

const resolveAs = (who: Account, type: string, id: number, body: unknown) =>
  callRoute(resolve, `/api/v1/admin/reports/${type}/${id}/resolve/`, {
    ...jsonBody('POST', body, who.auth),
    params: { type, id: String(id) },
  });

const search = (keyword: string) => callRoute(communityList, `/api/v1/community/?keyword=${encodeURIComponent(keyword)}`);
const listBoard = () => callRoute(communityList, '/api/v1/community/?category=25');

async function auditRows(targetType: string, targetId: number) {
  const db = await getDb();
  return db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.targetType, targetType), eq(schema.auditLog.targetId, String(targetId))))
    .orderBy(desc(schema.auditLog.id));
}

describe('the queue', () => {
  it('groups reports by target with reporter counts, translated-reason types and details, most reported first', async () => {
    const post = await makePost(author.id, { title: '묶음 확인 글' });
    const comment = await makeComment(post.id, author.id);
    await makeReport(reporters[0]!.id, 'post', post.id, { reasonType: 3, content: '광고' });
    await makeReport(reporters[1]!.id, 'post', post.id, { reasonType: 7, content: '현금 거래' });
    await makeReport(reporters[2]!.id, 'comment', comment.id, { reasonType: 6, content: '비꼬는 댓글' });
    await makeReport(reporters[3]!.id, 'user', author.id, { reasonType: 3, content: '계속 광고해요' });

    const { status, body } = await callRoute(queue, '/api/v1/admin/reports/', { headers: admin.auth });
    expect(status).toBe(200);
    const first = body.data.results[0];
    expect(first).toMatchObject({
      key: `post:${post.id}`,
      status: 'open',
      report_count: 2,
      reporter_count: 2,
      target: { type: 'post', title: '묶음 확인 글', is_hidden: false, author: { id: author.id, nickname: '광고꾼' } },
    });
    expect(first.reasons).toEqual([
      { reason_type: 3, count: 1 },
      { reason_type: 7, count: 1 },
    ]);
    expect(first.reports.map((r: { content: string }) => r.content).sort()).toEqual(['광고', '현금 거래']);
    expect(first.reports[0].reporter.nickname).toMatch(/^신고자/);

    const comments = await callRoute(queue, '/api/v1/admin/reports/?target_type=comment', { headers: admin.auth });
    expect(comments.body.data.results.map((g: { key: string }) => g.key)).toEqual([`comment:${comment.id}`]);
    expect(comments.body.data.results[0].target).toMatchObject({ post_id: post.id, excerpt: comment.content });

    // Close them so the tests below start from an empty queue.
    for (const [type, id] of [
      ['post', post.id],
      ['comment', comment.id],
      ['user', author.id],
    ] as const) {
      expect((await resolveAs(admin, type, id, { action: 'resolve' })).status).toBe(200);
    }
    expect((await callRoute(queue, '/api/v1/admin/reports/', { headers: admin.auth })).body.data.count).toBe(0);
  });
});

describe('resolving by suspending the author', () => {
  it('suspends the author (reason, end date), hides the post, closes the reports and records it all', async () => {
    const post = await makePost(author.id, { title: '보석 싸게 팔아요 외부거래' });
    await makeReport(reporters[0]!.id, 'post', post.id);
    await makeReport(reporters[1]!.id, 'post', post.id, { reasonType: 7 });
    expect((await search('외부거래')).body.data.results.map((p: { id: number }) => p.id)).toContain(post.id);

    const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const res = await resolveAs(admin, 'post', post.id, {
      action: 'suspend',
      suspension: { reason: '외부 거래 광고', until },
      note: '반복 광고',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ action: 'suspend', resolved: 2, status: 'actioned' });
    expect(res.body.data.group.target).toMatchObject({ is_hidden: true, author: { status: 'suspended', suspended_until: until } });
    expect(
      res.body.data.group.reports.every((r: { status: string; resolved_at: string }) => r.status === 'actioned' && r.resolved_at),
    ).toBe(true);

    const db = await getDb();
    const rows = await db.select().from(schema.reports).where(eq(schema.reports.targetId, post.id));
    expect(rows.every((r) => r.resolvedBy === admin.id && r.resolvedAt)).toBe(true);

    // The hidden post is gone from lists, search and its page.
    expect((await search('외부거래')).body.data.results.map((p: { id: number }) => p.id)).not.toContain(post.id);
    expect((await listBoard()).body.data.results.map((p: { id: number }) => p.id)).not.toContain(post.id);
    expect((await callRoute(postDetail, `/api/v1/community/${post.id}/`, { params: { id: String(post.id) } })).status).toBe(404);

    // The suspended author gets 403 / 1301 on member actions, with the end date and reason…
    const other = await makePost(admin.id);
    const blocked = await callRoute(
      reply,
      '/api/v1/community/reply/',
      jsonBody('POST', { post_id: other.id, content: '또 광고' }, author.auth),
    );
    expect(blocked).toMatchObject({ status: 403, body: { code: 1301, meta: { until, reason: '외부 거래 광고' } } });
    // …and the suspended message at login (sessions are kept, member actions refused).
    const signIn = await callRoute(
      login,
      '/api/v1/user/login/community/',
      jsonBody('POST', { identifier: 'spammer@example.com', password: 'slime1234!' }, clientHeader('10.9.9.9')),
    );
    expect(signIn).toMatchObject({ status: 403, body: { code: 1301 } });

    // Audit: the report action, the hide and the suspension, each with before and after.
    const onPost = await auditRows('post', post.id);
    expect(onPost.map((r) => r.action)).toEqual(['report.suspend', 'post.hide']);
    expect(onPost[0]).toMatchObject({ actorId: admin.id, before: { status: 'open' }, after: { status: 'actioned', note: '반복 광고' } });
    expect(onPost[1]).toMatchObject({ before: { is_hidden: false }, after: { is_hidden: true } });
    const onUser = await auditRows('user', author.id);
    expect(onUser[0]).toMatchObject({
      action: 'member.suspend',
      before: { status: 'active', until: null, reason: null },
      after: { status: 'suspended', until, reason: '외부 거래 광고' },
    });

    // The audit log API shows the same, filterable by action, actor and target.
    const log = await callRoute(auditList, `/api/v1/admin/audit/?action=report.&target_type=post&target_id=${post.id}&actor=${admin.id}`, {
      headers: admin.auth,
    });
    expect(log.body.data.results).toHaveLength(1);
    expect(log.body.data.results[0]).toMatchObject({ action: 'report.suspend', actor: { id: admin.id, nickname: '운영자' } });
  });

  it('answers 409 once the reports are closed, and refuses actions that do not fit the target', async () => {
    const post = await makePost(reporters[5]!.id);
    await makeReport(reporters[0]!.id, 'post', post.id);
    expect((await resolveAs(admin, 'post', post.id, { action: 'dismiss' })).status).toBe(200);
    expect(await resolveAs(admin, 'post', post.id, { action: 'hide' })).toMatchObject({ status: 409, body: { code: 1500 } });

    await makeReport(reporters[0]!.id, 'user', reporters[4]!.id);
    const hideUser = await resolveAs(admin, 'user', reporters[4]!.id, { action: 'hide' });
    expect(hideUser).toMatchObject({ status: 400, body: { errors: { action: ['actionNotApplicable'] } } });
    const noReason = await resolveAs(admin, 'user', reporters[4]!.id, { action: 'suspend' });
    expect(noReason.status).toBe(400);
    // An administrator cannot be suspended (nothing changes, the reports stay open).
    const adminPost = await makePost(admin.id);
    await makeReport(reporters[0]!.id, 'post', adminPost.id);
    const self = await resolveAs(admin, 'post', adminPost.id, { action: 'suspend', suspension: { reason: 'x', until: null } });
    expect(self.status).toBe(409);
    expect(
      (await callRoute(group, `/x`, { headers: admin.auth, params: { type: 'post', id: String(adminPost.id) } })).body.data.status,
    ).toBe('open');
  });
});

describe('hiding and deleting', () => {
  it('a hidden post leaves lists and search, and comes back when shown again', async () => {
    const post = await makePost(reporters[5]!.id, { title: '반짝이는 슬라임 자랑' });
    expect((await search('반짝이는')).body.data.results.map((p: { id: number }) => p.id)).toEqual([post.id]);
    const hide = await callRoute(moderatePost, '/x', {
      ...jsonBody('PATCH', { is_hidden: true }, admin.auth),
      params: { id: String(post.id) },
    });
    expect(hide.body.data).toMatchObject({ is_hidden: true });
    expect((await search('반짝이는')).body.data.results).toEqual([]);
    expect((await listBoard()).body.data.results.map((p: { id: number }) => p.id)).not.toContain(post.id);
    await callRoute(moderatePost, '/x', { ...jsonBody('PATCH', { is_hidden: false }, admin.auth), params: { id: String(post.id) } });
    expect((await search('반짝이는')).body.data.results.map((p: { id: number }) => p.id)).toEqual([post.id]);
  });

  it('deleting a reported comment through the queue recounts the post’s comments', async () => {
    const post = await makePost(reporters[5]!.id);
    const comment = await makeComment(post.id, author.id);
    await makeComment(post.id, reporters[5]!.id);
    await makeReport(reporters[0]!.id, 'comment', comment.id);
    const res = await resolveAs(admin, 'comment', comment.id, { action: 'delete' });
    expect(res.body.data.group.target).toMatchObject({ is_deleted: true });
    const db = await getDb();
    const [row] = await db.select().from(schema.posts).where(eq(schema.posts.id, post.id));
    expect(row!.commentCount).toBe(1);
    expect((await auditRows('comment', comment.id)).map((r) => r.action)).toEqual(['report.delete', 'comment.delete']);

    const other = await makeComment(post.id, author.id);
    const hidden = await callRoute(moderateComment, '/x', {
      ...jsonBody('PATCH', { is_hidden: true }, admin.auth),
      params: { id: String(other.id) },
    });
    expect(hidden.body.data).toMatchObject({ is_hidden: true });
    const [after] = await db.select().from(schema.posts).where(eq(schema.posts.id, post.id));
    expect(after!.commentCount).toBe(1);
  });
});

describe(`auto-hide at ${REPORT_AUTO_HIDE_THRESHOLD} distinct reporters`, () => {
  it('hides a post on the third member’s report, queues it as auto-hidden, and shows it again on dismissal', async () => {
    const post = await makePost(author.id, { title: '자동으로 숨겨질 글' });
    for (const who of reporters.slice(0, REPORT_AUTO_HIDE_THRESHOLD - 1)) expect((await fileReport(who, 'post', post.id)).status).toBe(201);
    expect((await search('자동으로')).body.data.results).toHaveLength(1);
    expect((await fileReport(reporters[REPORT_AUTO_HIDE_THRESHOLD - 1]!, 'post', post.id)).status).toBe(201);
    expect((await search('자동으로')).body.data.results).toHaveLength(0);

    const [auto] = await auditRows('post', post.id);
    expect(auto).toMatchObject({ action: 'post.auto_hide', actorId: null, after: { is_hidden: true, reporters: 3, threshold: 3 } });
    const queued = await callRoute(group, '/x', { headers: admin.auth, params: { type: 'post', id: String(post.id) } });
    expect(queued.body.data).toMatchObject({ status: 'open', reporter_count: 3, target: { is_hidden: true, auto_hidden: true } });

    const dismissed = await resolveAs(admin, 'post', post.id, { action: 'dismiss' });
    expect(dismissed.body.data).toMatchObject({
      status: 'dismissed',
      resolved: 3,
      group: { target: { is_hidden: false, auto_hidden: false } },
    });
    expect((await search('자동으로')).body.data.results).toHaveLength(1);

    // Reviewed and shown again: later reports wait in the queue instead of hiding it again.
    for (const who of reporters.slice(3, 6)) expect((await fileReport(who, 'post', post.id)).status).toBe(201);
    expect((await search('자동으로')).body.data.results).toHaveLength(1);
  });

  it('hides a comment too and keeps the comment count right; users and items are never hidden automatically', async () => {
    const post = await makePost(reporters[5]!.id);
    const comment = await makeComment(post.id, author.id);
    const db = await getDb();
    for (const who of reporters.slice(0, 3)) await fileReport(who, 'comment', comment.id);
    const [row] = await db.select().from(schema.comments).where(eq(schema.comments.id, comment.id));
    expect(row!.isHidden).toBe(true);
    const [p] = await db.select().from(schema.posts).where(eq(schema.posts.id, post.id));
    expect(p!.commentCount).toBe(0);

    const target = await makeAccount();
    for (const who of reporters.slice(0, 3)) await fileReport(who, 'user', target.id);
    const [u] = await db.select().from(schema.users).where(eq(schema.users.id, target.id));
    expect(u!.status).toBe('active');
  });
});

describe(`false reports: ${FALSE_REPORT_PENALTY.dismissed} dismissed in ${FALSE_REPORT_PENALTY.windowDays} days`, () => {
  it('limits a member whose reports keep being dismissed to 1 report an hour, and leaves them out of the auto-hide count', async () => {
    await clearOfWindowEdge(60 * 60);
    const liar = await makeAccount({ nickname: '허위신고' });
    const victims = await Promise.all([1, 2, 3].map(() => makePost(author.id)));
    for (const post of victims) {
      expect((await fileReport(liar, 'post', post.id)).status).toBe(201);
      expect((await resolveAs(admin, 'post', post.id, { action: 'dismiss' })).status).toBe(200);
    }
    const [a, b] = await Promise.all([makePost(reporters[5]!.id, { title: '멀쩡한 글' }), makePost(reporters[5]!.id)]);
    expect((await fileReport(liar, 'post', a.id)).status).toBe(201);
    const refused = await fileReport(liar, 'post', b.id);
    expect(refused).toMatchObject({ status: 429, body: { code: 1700 } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.message).not.toBe('Too many requests'); // the report modal's translated message

    // With two credible reports the liar's makes three reporters, but not three credible ones.
    for (const who of reporters.slice(0, 2)) await fileReport(who, 'post', a.id);
    expect((await search('멀쩡한')).body.data.results).toHaveLength(1);

    // The member page says so; the queue marks the reporter.
    const queued = await callRoute(group, '/x', { headers: admin.auth, params: { type: 'post', id: String(a.id) } });
    const fromLiar = queued.body.data.reports.find((r: { reporter: { id: number } }) => r.reporter.id === liar.id);
    expect(fromLiar.reporter_penalised).toBe(true);
  });

  it('forgets dismissals older than the window', async () => {
    const old = await makeAccount();
    for (let n = 0; n < 3; n++) {
      const post = await makePost(author.id);
      await makeReport(old.id, 'post', post.id, {
        status: 'dismissed',
        resolvedBy: admin.id,
        resolvedAt: new Date(Date.now() - (FALSE_REPORT_PENALTY.windowDays + 1) * 86_400_000),
      });
    }
    const [a, b] = await Promise.all([makePost(author.id), makePost(author.id)]);
    expect((await fileReport(old, 'post', a.id)).status).toBe(201);
    expect((await fileReport(old, 'post', b.id)).status).toBe(201);
  });
});
