import { and, eq, inArray } from 'drizzle-orm';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { expireTakedowns } from '@/lib/server/moderation/takedown';
import { TAKEDOWN_TRUST_MIN_CONTENT } from '@/lib/validation/takedown';
import {
  jsonBody,
  makeAccount,
  makeAdmin,
  makeComment,
  makePost,
  makeTrustedMember,
  seedBasics,
  type Account,
} from '@/test/admin-fixtures';
import { callRoute } from '@/test/call-route';
import { POST as decide } from '../admin/takedowns/[id]/decision/route';
import { GET as queue } from '../admin/takedowns/route';
import { GET as readPost } from '../community/[id]/route';
import { POST as request } from '../community/[id]/takedown/route';
import { GET as readRequest } from '../community/takedowns/[id]/route';

// Issue 26 §3: 임시조치 could be abused — a fresh account blinded any post at once (an operator's
// and a pinned one too), re-filed after an operator restored it, and ten sybils blinded fifty
// posts a day that the expiry job then deleted unseen.

const DAY_MS = 86_400_000;
let admin: Account;
let author: Account;

beforeAll(async () => {
  await seedBasics();
  admin = await makeAdmin();
  author = await makeAccount();
});
afterAll(() => closeDb());

const claim = { reason: 'privacy', statement: '제 실명과 전화번호가 동의 없이 올라왔어요. 내려 주세요.', affirm: true };
const file = (postId: number, who: Account, headers: Record<string, string> = {}) =>
  callRoute(request, `/api/v1/community/${postId}/takedown/`, {
    ...jsonBody('POST', claim, { ...who.auth, ...headers }),
    params: { id: String(postId) },
  });
const decideOn = (id: number, outcome: string) =>
  callRoute(decide, `/api/v1/admin/takedowns/${id}/decision/`, {
    ...jsonBody('POST', { outcome, note: '운영진이 확인했어요' }, admin.auth),
    params: { id: String(id) },
  });
const visible = async (postId: number) =>
  (await callRoute(readPost, `/api/v1/community/${postId}/`, { params: { id: String(postId) } })).status === 200;

async function postRow(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(schema.posts).where(eq(schema.posts.id, id));
  return row!;
}

async function takedownNotices(userId: number) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(schema.notifications)
    .where(and(eq(schema.notifications.userId, userId), eq(schema.notifications.kind, 'takedown')));
  return rows.map((r) => r.payload as { postId: number; state: string });
}

test('issue 26 §3: ten fresh accounts blind nothing — each request waits in the operators’ queue', async () => {
  const sybils = await Promise.all(Array.from({ length: 10 }, () => makeAccount()));
  const targets = await Promise.all(sybils.map(() => makePost(author.id)));
  for (const [n, sybil] of sybils.entries()) {
    const filed = await file(targets[n]!.id, sybil);
    expect(filed.status).toBe(201);
    expect(filed.body.data).toMatchObject({ status: 'pending', queue_reason: 'new_member', blinded_at: null, expires_at: null });
  }
  for (const post of targets) {
    expect(await visible(post.id)).toBe(true);
    expect((await postRow(post.id)).isHidden).toBe(false);
  }
  const ids = new Set(targets.map((p) => p.id));
  expect((await takedownNotices(author.id)).filter((n) => ids.has(n.postId))).toEqual([]);

  // The operators see every one of them, first in the queue, and the author cannot read them.
  const list = await callRoute(queue, '/api/v1/admin/takedowns/?status=pending&page_size=50', { headers: admin.auth });
  const queued = (list.body.data.results as { post_id: number; status: string }[]).filter((r) => ids.has(r.post_id));
  expect(queued).toHaveLength(10);
  const db = await getDb();
  const [one] = await db.select().from(schema.takedownRequests).where(eq(schema.takedownRequests.postId, targets[0]!.id));
  expect((await callRoute(readRequest, '/x', { headers: author.auth, params: { id: String(one!.id) } })).status).toBe(404);

  // Neither age alone nor activity alone makes a member trusted.
  const old = await makeAccount({ createdAt: new Date(Date.now() - 60 * DAY_MS) });
  const busy = await makeAccount();
  const busyPost = await makePost(busy.id);
  for (let n = 1; n < TAKEDOWN_TRUST_MIN_CONTENT + 2; n++) await makeComment(busyPost.id, busy.id);
  for (const who of [old, busy]) {
    const post = await makePost(author.id);
    expect((await file(post.id, who)).body.data).toMatchObject({ status: 'pending', queue_reason: 'new_member' });
    expect(await visible(post.id)).toBe(true);
  }
});

test('issue 26 §3: a trusted member’s request blinds the post at once', async () => {
  const member = await makeTrustedMember();
  const post = await makePost(author.id);
  const filed = await file(post.id, member);
  expect(filed.status).toBe(201);
  expect(filed.body.data).toMatchObject({ status: 'blinded', queue_reason: null });
  expect(await visible(post.id)).toBe(false);
  expect(await takedownNotices(author.id)).toContainEqual(expect.objectContaining({ postId: post.id, state: 'blinded' }));
});

test('issue 26 §3: an operator’s post and a pinned post are never blinded by a member', async () => {
  const member = await makeTrustedMember();
  const adminsPost = await makePost(admin.id);
  const pinned = await makePost(author.id, { isPinned: true });
  const requestIds: number[] = [];
  for (const post of [adminsPost, pinned]) {
    const filed = await file(post.id, member);
    expect(filed.status).toBe(201);
    expect(filed.body.data).toMatchObject({ status: 'pending', queue_reason: 'protected_post' });
    expect(await visible(post.id)).toBe(true);
    requestIds.push(filed.body.data.id);
  }

  // The legal path stays open: an operator who agrees blinds it, for the full period, and both sides hear.
  const approved = await decideOn(requestIds[1]!, 'approve');
  expect(approved.status).toBe(200);
  expect(approved.body.data).toMatchObject({ status: 'blinded' });
  expect((Date.parse(approved.body.data.expires_at) - Date.parse(approved.body.data.blinded_at)) / DAY_MS).toBe(30);
  expect(await visible(pinned.id)).toBe(false);
  expect(await takedownNotices(author.id)).toContainEqual(expect.objectContaining({ postId: pinned.id, state: 'blinded' }));
  expect(await takedownNotices(member.id)).toContainEqual(expect.objectContaining({ postId: pinned.id, state: 'approved' }));

  // Dismissed: the post never moved, and only the requester hears of it.
  expect((await decideOn(requestIds[0]!, 'dismiss')).body.data.status).toBe('dismissed');
  expect(await visible(adminsPost.id)).toBe(true);
  expect(await takedownNotices(member.id)).toContainEqual(expect.objectContaining({ postId: adminsPost.id, state: 'dismissed' }));
  expect((await decideOn(requestIds[0]!, 'approve')).body).toMatchObject({ errors: { _: ['takedownClosed'] } });
});

test('issue 26 §3: a second request by the same requester is refused with a translated 409', async () => {
  const fresh = await makeAccount();
  const post = await makePost(author.id);
  expect((await file(post.id, fresh)).status).toBe(201);
  const again = await file(post.id, fresh);
  expect(again.status).toBe(409);
  expect(again.body).toMatchObject({ code: 1500, errors: { _: ['takedownRepeat'] } });
  expect(again.body.message).toContain('한 번만');
  const zh = await file(post.id, fresh, { 'accept-language': 'zh-TW' });
  expect(zh.body).toMatchObject({ errors: { _: ['takedownRepeat'] } });
  expect(zh.body.message).toContain('只能申請一次');

  // Dismissed is no different: the requester does not get another go.
  const db = await getDb();
  const [row] = await db.select().from(schema.takedownRequests).where(eq(schema.takedownRequests.postId, post.id));
  await decideOn(row!.id, 'dismiss');
  expect((await file(post.id, fresh)).status).toBe(409);
  expect(await db.select().from(schema.takedownRequests).where(eq(schema.takedownRequests.postId, post.id))).toHaveLength(1);
});

test('issue 26 §3: after an operator restores a post, the same requester cannot blind it again', async () => {
  const member = await makeTrustedMember();
  const post = await makePost(author.id);
  const first = (await file(post.id, member)).body.data;
  expect(first.status).toBe('blinded');
  expect((await decideOn(first.id, 'restore')).body.data.status).toBe('restored');
  expect(await visible(post.id)).toBe(true);

  const again = await file(post.id, member);
  expect(again.status).toBe(409);
  expect(again.body).toMatchObject({ errors: { _: ['takedownRepeat'] } });
  expect(await visible(post.id)).toBe(true);

  // Nor can another trusted member: a post an operator restored goes to the operators first.
  const other = await makeTrustedMember();
  expect((await file(post.id, other)).body.data).toMatchObject({ status: 'pending', queue_reason: 'restored_before' });
  expect(await visible(post.id)).toBe(true);
});

test('issue 26 §3: the period’s end does not delete a post no operator has reviewed', async () => {
  const member = await makeTrustedMember();
  const unseen = await makePost(author.id);
  const unseenRequest = (await file(unseen.id, member)).body.data;
  const seen = await makePost(author.id);
  const seenRequest = (await file(seen.id, member)).body.data;
  expect((await decideOn(seenRequest.id, 'keep')).body.data).toMatchObject({ status: 'blinded' });
  // Reviewed once is enough: a second `keep` has nothing to do.
  expect((await decideOn(seenRequest.id, 'keep')).body).toMatchObject({ errors: { _: ['takedownOutcome'] } });

  const run = await expireTakedowns(new Date(Date.now() + 31 * DAY_MS));
  expect(run.awaitingReview).toContain(unseenRequest.id);
  expect(run.awaitingReview).not.toContain(seenRequest.id);
  expect((await postRow(unseen.id)).deletedAt).toBeNull();
  expect((await postRow(seen.id)).deletedAt).not.toBeNull();
  const db = await getDb();
  const rows = await db
    .select()
    .from(schema.takedownRequests)
    .where(inArray(schema.takedownRequests.id, [unseenRequest.id, seenRequest.id]));
  expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({ [unseenRequest.id]: 'blinded', [seenRequest.id]: 'expired' });
});

test('issue 26 §3: an unreviewed blinding whose period ended is listed for operators, and their review ends it', async () => {
  const member = await makeTrustedMember();
  const post = await makePost(author.id);
  const filed = (await file(post.id, member)).body.data;
  const db = await getDb();
  // Its 30 days are over (the job ran and left it).
  await db
    .update(schema.takedownRequests)
    .set({ blindedAt: new Date(Date.now() - 31 * DAY_MS), expiresAt: new Date(Date.now() - DAY_MS) })
    .where(eq(schema.takedownRequests.id, filed.id));
  expect((await expireTakedowns()).awaitingReview).toContain(filed.id);

  const list = await callRoute(queue, '/api/v1/admin/takedowns/?status=blinded&page_size=50', { headers: admin.auth });
  const [top] = list.body.data.results as { id: number; awaiting_review: boolean }[];
  expect(top).toMatchObject({ id: filed.id, awaiting_review: true });

  const reviewed = await decideOn(filed.id, 'keep');
  expect(reviewed.body.data.status).toBe('expired');
  expect((await postRow(post.id)).deletedAt).not.toBeNull();
  expect(await takedownNotices(author.id)).toContainEqual(expect.objectContaining({ postId: post.id, state: 'expired' }));
});
