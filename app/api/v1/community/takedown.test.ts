import { and, eq } from 'drizzle-orm';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { expireTakedowns } from '@/lib/server/moderation/takedown';
import {
  jsonBody,
  makeAccount,
  makeAdmin,
  makePost,
  makeSuspended,
  makeTrustedMember,
  seedBasics,
  type Account,
} from '@/test/admin-fixtures';
import { callRoute } from '@/test/call-route';
import { clearOfWindowEdge } from '@/test/rate-window';
import { POST as decide } from '../admin/takedowns/[id]/decision/route';
import { GET as queue } from '../admin/takedowns/route';
import { GET as readPost } from './[id]/route';
import { GET as modlog } from './modlog/route';
import { POST as request } from './[id]/takedown/route';
import { POST as object } from './takedowns/[id]/objection/route';
import { GET as readRequest } from './takedowns/[id]/route';

let admin: Account;
let author: Account;
let requester: Account;
let stranger: Account;

beforeAll(async () => {
  await seedBasics();
  admin = await makeAdmin();
  author = await makeAccount();
  stranger = await makeAccount();
});
// A member files at most 3 an hour: each test asks as someone new. Only a trusted member's request
// blinds at once (app/api/v1/security/takedown-sybil.test.ts covers everyone else's).
beforeEach(async () => {
  requester = await makeTrustedMember();
});
afterAll(() => closeDb());

const claim = { reason: 'privacy', statement: '제 실명과 전화번호가 동의 없이 올라왔어요. 내려 주세요.', affirm: true };
const file = (postId: number, who: Account = requester, body: unknown = claim) =>
  callRoute(request, `/api/v1/community/${postId}/takedown/`, { ...jsonBody('POST', body, who.auth), params: { id: String(postId) } });
const objectTo = (id: number, who: Account, text = '제 경험을 쓴 후기예요. 개인 정보는 없어요.') =>
  callRoute(object, `/api/v1/community/takedowns/${id}/objection/`, {
    ...jsonBody('POST', { text }, who.auth),
    params: { id: String(id) },
  });
const decideOn = (id: number, outcome: 'restore' | 'remove' | 'keep', who: Account = admin) =>
  callRoute(decide, `/api/v1/admin/takedowns/${id}/decision/`, {
    ...jsonBody('POST', { outcome, note: outcome === 'restore' ? '권리 침해로 보기 어려워요' : '개인 정보가 드러나 삭제해요' }, who.auth),
    params: { id: String(id) },
  });
const publicPost = (id: number) => callRoute(readPost, `/api/v1/community/${id}/`, { params: { id: String(id) } });

async function notificationsOf(userId: number) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(schema.notifications)
    .where(and(eq(schema.notifications.userId, userId), eq(schema.notifications.kind, 'takedown')));
  return rows.map((r) => r.payload as { postId: number; state: string });
}

describe('임시조치: a rights-infringement request', () => {
  beforeAll(() => clearOfWindowEdge(3600));

  it('blinds the post at once, tells its author, and never names the requester to them', async () => {
    const post = await makePost(author.id);
    expect((await publicPost(post.id)).status).toBe(200);
    const filed = await file(post.id);
    expect(filed.status).toBe(201);
    expect(filed.body.data).toMatchObject({ status: 'blinded', reason: 'privacy', role: 'requester', requester: null });
    const days = (Date.parse(filed.body.data.expires_at) - Date.parse(filed.body.data.blinded_at)) / 86_400_000;
    expect(days).toBe(30);
    expect((await publicPost(post.id)).status).toBe(404);
    expect(await notificationsOf(author.id)).toContainEqual(expect.objectContaining({ postId: post.id, state: 'blinded' }));

    const asAuthor = await callRoute(readRequest, '/x', { headers: author.auth, params: { id: String(filed.body.data.id) } });
    expect(asAuthor.body.data).toMatchObject({ role: 'author', statement: claim.statement, requester: null });
    expect(JSON.stringify(asAuthor.body)).not.toContain(requester.nickname);
    const asStranger = await callRoute(readRequest, '/x', { headers: stranger.auth, params: { id: String(filed.body.data.id) } });
    expect(asStranger.status).toBe(404);
    const asAdmin = await callRoute(readRequest, '/x', { headers: admin.auth, params: { id: String(filed.body.data.id) } });
    expect(asAdmin.body.data.requester).toEqual({ id: requester.id, nickname: requester.nickname });

    const db = await getDb();
    const audit = await db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'post.takedown'), eq(schema.auditLog.targetId, String(post.id))));
    expect(audit).toEqual([expect.objectContaining({ actorId: null })]);
  });

  it('refuses one’s own post, a second open request, a missing post and a bad statement, changing nothing', async () => {
    const post = await makePost(author.id);
    expect((await file(post.id, author)).body).toMatchObject({ errors: { _: ['takedownOwnPost'] } });
    expect((await file(999_999)).status).toBe(404);
    const bad = await file(post.id, requester, { reason: 'gossip', statement: '짧아요\u0000', affirm: false });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['affirm', 'reason', 'statement']);
    const long = await file(post.id, requester, { ...claim, statement: '</script >'.repeat(1000) });
    expect(long.body.errors).toEqual({ statement: ['tooLong'] });
    expect((await publicPost(post.id)).status).toBe(200);

    expect((await file(post.id)).status).toBe(201);
    // Hidden now: nobody else can see it to ask again.
    expect((await file(post.id, stranger)).status).toBe(404);
    const db = await getDb();
    expect(await db.select().from(schema.takedownRequests).where(eq(schema.takedownRequests.postId, post.id))).toHaveLength(1);
  });

  it('takes at most 3 requests an hour from one member', async () => {
    for (let n = 0; n < 3; n++) expect((await file((await makePost(author.id)).id)).status).toBe(201);
    const fourth = await makePost(author.id);
    expect((await file(fourth.id)).status).toBe(429);
    expect((await publicPost(fourth.id)).status).toBe(200);
  });

  it('lets the author object once, a suspended author too, and nobody else', async () => {
    const post = await makePost(author.id);
    const { id } = (await file(post.id)).body.data;
    expect((await objectTo(id, stranger)).status).toBe(404);
    expect((await objectTo(id, requester)).status).toBe(404);
    expect((await objectTo(id, author, '짧아')).body.errors).toEqual({ text: ['takedownObjection'] });
    const objected = await objectTo(id, author);
    expect(objected.body.data).toMatchObject({ status: 'objected', objection: '제 경험을 쓴 후기예요. 개인 정보는 없어요.' });
    expect((await objectTo(id, author)).body).toMatchObject({ errors: { _: ['takedownNotBlinded'] } });

    const suspended = await makeSuspended();
    const theirs = await makePost(suspended.id);
    const second = (await file(theirs.id)).body.data;
    expect((await objectTo(second.id, suspended)).status).toBe(200);
  });

  it('has an operator restore or remove it, tells both sides, and closes it for good', async () => {
    const kept = await makePost(author.id);
    const keptRequest = (await file(kept.id)).body.data;
    await objectTo(keptRequest.id, author);
    const list = await callRoute(queue, '/api/v1/admin/takedowns/?status=objected', { headers: admin.auth });
    expect(list.body.data.results.map((r: { id: number }) => r.id)).toContain(keptRequest.id);
    expect((await decideOn(keptRequest.id, 'restore', author)).status).toBe(403);
    const restored = await decideOn(keptRequest.id, 'restore');
    expect(restored.body.data).toMatchObject({ status: 'restored', decision_note: '권리 침해로 보기 어려워요' });
    expect((await publicPost(kept.id)).status).toBe(200);
    expect((await decideOn(keptRequest.id, 'remove')).body).toMatchObject({ errors: { _: ['takedownClosed'] } });
    expect((await publicPost(kept.id)).status).toBe(200);

    // The public modlog shows the blinding and its reversal, with the right claimed, and nobody's words.
    const log = await callRoute(modlog, '/api/v1/community/modlog/?page_size=50');
    const entries = (log.body.data.results as { id: string }[]).filter(
      (e) => e.id === `t${keptRequest.id}` || e.id === `u${keptRequest.id}`,
    );
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: `t${keptRequest.id}`, event: 'hide', takedown_reason: 'privacy', automatic: true, public_note: '' }),
        expect.objectContaining({
          id: `u${keptRequest.id}`,
          event: 'reversal',
          kind: 'hide',
          takedown_reason: 'privacy',
          automatic: false,
        }),
      ]),
    );
    const text = JSON.stringify(log.body);
    for (const secret of [claim.statement, '제 경험을 쓴 후기예요', '권리 침해로 보기 어려워요', requester.nickname])
      expect(text).not.toContain(secret);

    const gone = await makePost(author.id);
    const goneRequest = (await file(gone.id)).body.data;
    expect((await decideOn(goneRequest.id, 'remove')).body.data.status).toBe('removed');
    const db = await getDb();
    const [row] = await db.select().from(schema.posts).where(eq(schema.posts.id, gone.id));
    expect(row!.deletedAt).not.toBeNull();
    for (const who of [author, requester]) {
      const states = (await notificationsOf(who.id)).filter((n) => n.postId === kept.id || n.postId === gone.id).map((n) => n.state);
      expect(states).toEqual(expect.arrayContaining(['restored', 'removed']));
    }
  });

  it('deletes a reviewed post nobody objected for when the 30 days end, and leaves an objected one to the operators', async () => {
    const silent = await makePost(author.id);
    const silentRequest = (await file(silent.id)).body.data;
    // An operator has seen it (unreviewed ones are left to them: app/api/v1/security/takedown-sybil.test.ts).
    expect((await decideOn(silentRequest.id, 'keep')).body.data.status).toBe('blinded');
    const disputed = await makePost(author.id);
    const disputedRequest = (await file(disputed.id)).body.data;
    await objectTo(disputedRequest.id, author);

    expect((await expireTakedowns(new Date(Date.now() + 29 * 86_400_000))).expired).toBe(0);
    const ended = await expireTakedowns(new Date(Date.now() + 31 * 86_400_000));
    expect(ended.expired).toBeGreaterThanOrEqual(1);
    const db = await getDb();
    const rows = await db.select().from(schema.takedownRequests);
    expect(rows.find((r) => r.id === silentRequest.id)!.status).toBe('expired');
    expect(rows.find((r) => r.id === disputedRequest.id)!.status).toBe('objected');
    const [post] = await db.select().from(schema.posts).where(eq(schema.posts.id, silent.id));
    expect(post!.deletedAt).not.toBeNull();
    expect(await notificationsOf(requester.id)).toContainEqual(expect.objectContaining({ postId: silent.id, state: 'expired' }));
  });
});
