import { and, eq, isNull, sql } from 'drizzle-orm';
import { createSession } from '@/lib/server/auth/session';
import { flattenCategoryTree } from '@/lib/server/community/category-tree';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { commentPageSchema, myCommentSchema } from '@/lib/validation/comments';
import { paginatedSchema } from '@/lib/validation/common';
import { commentSchema, type CommentDto } from '@/lib/validation/posts';
import { callRoute } from '@/test/call-route';
import { GET as listRoute } from '../replies/route';
import { DELETE as deleteRoute, PUT as updateRoute } from './[id]/route';
import { GET as myRoute } from './my/route';
import { POST as createRoute } from './route';
import { clearOfWindowEdge } from '@/test/rate-window';

type Auth = Record<string, string>;
type Member = { id: number; nickname: string; auth: Auth };

let seq = 0;
async function member(extra: Partial<typeof schema.users.$inferInsert> = {}): Promise<Member> {
  const db = await getDb();
  seq += 1;
  const nickname = `회원${seq}`;
  const [user] = await db
    .insert(schema.users)
    .values({ email: `m${seq}@example.com`, nickname, ...extra })
    .returning();
  return { id: user!.id, nickname, auth: { authorization: `Token ${await createSession(user!.id, 'web')}` } };
}

async function newPost(authorId: number, extra: Partial<typeof schema.posts.$inferInsert> = {}) {
  const db = await getDb();
  const [post] = await db
    .insert(schema.posts)
    .values({ categoryId: 25, authorId, title: '댓글 달릴 글', content: '댓글을 기다리는 글이에요. 많이 달아 주세요!', ...extra })
    .returning();
  return post!.id;
}

const create = (auth: Auth, body: unknown) =>
  callRoute(createRoute, '/api/v1/community/reply/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify(body),
  });

const update = (auth: Auth, id: number, body: unknown) =>
  callRoute(updateRoute, `/api/v1/community/reply/${id}/`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify(body),
    params: { id: String(id) },
  });

const remove = (auth: Auth, id: number) =>
  callRoute(deleteRoute, `/api/v1/community/reply/${id}/`, { method: 'DELETE', headers: auth, params: { id: String(id) } });

const list = (postId: number, auth: Auth = {}, cursor?: string) =>
  callRoute(listRoute, `/api/v1/community/replies/?post_id=${postId}${cursor ? `&cursor=${cursor}` : ''}`, { headers: auth });

async function write(auth: Auth, postId: number, content: string, parentId?: number): Promise<CommentDto> {
  const res = await create(auth, { post_id: postId, content, ...(parentId ? { parent_id: parentId } : {}) });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

async function stored(postId: number) {
  const db = await getDb();
  const [post] = await db.select({ n: schema.posts.commentCount }).from(schema.posts).where(eq(schema.posts.id, postId));
  const [live] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.comments)
    .where(and(eq(schema.comments.postId, postId), isNull(schema.comments.deletedAt), eq(schema.comments.isHidden, false)));
  return { counter: post!.n, live: live!.n };
}

// The stored counter must always equal the visible rows, and the list's count must show it.
async function expectCount(postId: number, n: number) {
  const { counter, live } = await stored(postId);
  expect(live).toBe(n);
  expect(counter).toBe(n);
  expect((await list(postId)).body.data.count).toBe(n);
}

let author: Member;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  const db = await getDb();
  await db.insert(schema.categories).values(flattenCategoryTree());
  author = await member();
  alice = await member();
  bob = await member();
});
// Tests write far more than a member could in a minute; the limit has a test of its own.
const resetLimits = async () => {
  await (await getDb()).delete(schema.rateLimits);
};
beforeEach(resetLimits);
afterAll(() => closeDb());

describe('POST /api/v1/community/reply/', () => {
  it('writes a comment, a reply and a reply to the reply, nested in one thread', async () => {
    const postId = await newPost(author.id);
    const top = await write(alice.auth, postId, '  첫 댓글이에요  ');
    expect(commentSchema.parse(top)).toBeTruthy();
    expect(top).toMatchObject({
      post_id: postId,
      parent_id: null,
      reply_to: null,
      content: '첫 댓글이에요',
      is_author: true,
      is_deleted: false,
      reply_count: 0,
      replies: [],
      author: { id: alice.id, profile: { name: alice.nickname } },
    });

    const reply = await write(bob.auth, postId, '답글입니다', top.id);
    expect(reply).toMatchObject({ parent_id: top.id, reply_to: null, content: '답글입니다' });

    const deep = await write(alice.auth, postId, '답글의 답글', reply.id);
    // Stays in the same flat thread and names the member it answers.
    expect(deep).toMatchObject({ parent_id: top.id, reply_to: { id: reply.id, author_name: bob.nickname } });

    const { status, body } = await list(postId, alice.auth);
    expect(status).toBe(200);
    expect(commentPageSchema.parse(body.data)).toBeTruthy();
    expect(body.data.count).toBe(3);
    expect(body.data.results).toHaveLength(1);
    const [thread] = body.data.results as CommentDto[];
    expect(thread!.reply_count).toBe(2);
    expect(thread!.replies.map((r) => [r.id, r.is_author])).toEqual([
      [reply.id, false],
      [deep.id, true],
    ]);
    expect(thread!.replies[1]!.reply_to).toEqual({ id: reply.id, author_name: bob.nickname });
    await expectCount(postId, 3);
  });

  it('refuses an empty (after trimming) or a 3,501-character comment with the field error and writes nothing', async () => {
    const postId = await newPost(author.id);
    for (const [content, message] of [
      ['   \n  ', 'commentRequired'],
      ['', 'commentRequired'],
      ['가'.repeat(3501), 'commentMax'],
    ] as const) {
      const { status, body } = await create(alice.auth, { post_id: postId, content });
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 1000, errors: { content: [message] } });
    }
    await expectCount(postId, 0);
    const max = await write(alice.auth, postId, '나'.repeat(3500));
    expect(max.content).toHaveLength(3500);
    await expectCount(postId, 1);
  });

  it('answers 404 for a missing, deleted or hidden post or answered comment', async () => {
    const postId = await newPost(author.id);
    const top = await write(alice.auth, postId, '남아 있는 댓글');
    const gone = await write(alice.auth, postId, '지울 댓글');
    await remove(alice.auth, gone.id);
    const deletedPost = await newPost(author.id, { deletedAt: new Date() });
    const hiddenPost = await newPost(author.id, { isHidden: true });
    const otherPost = await newPost(author.id);

    for (const body of [
      { post_id: 999_999, content: '없는 글' },
      { post_id: deletedPost, content: '지운 글' },
      { post_id: hiddenPost, content: '숨긴 글' },
      { post_id: postId, content: '없는 댓글', parent_id: 999_999 },
      { post_id: postId, content: '지운 댓글', parent_id: gone.id },
      // The answered comment must belong to the same post.
      { post_id: otherPost, content: '다른 글의 댓글', parent_id: top.id },
    ]) {
      const res = await create(bob.auth, body);
      expect([body, res.status, res.body.code]).toEqual([body, 404, 1400]);
    }
    await expectCount(postId, 1);
    expect((await stored(deletedPost)).counter).toBe(0);
    expect((await stored(otherPost)).counter).toBe(0);
  });

  it('needs a member: 401 for a guest, 403/1301 for a suspended member', async () => {
    const postId = await newPost(author.id);
    const guest = await create({}, { post_id: postId, content: '손님' });
    expect(guest.status).toBe(401);
    expect(guest.body.code).toBe(1100);
    const suspended = await member({ status: 'suspended', suspendedUntil: new Date(Date.now() + 86_400_000) });
    const res = await create(suspended.auth, { post_id: postId, content: '정지된 회원' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(1301);
    await expectCount(postId, 0);
  });

  it('limits a member to 10 comments a minute', async () => {
    await clearOfWindowEdge(60);
    const postId = await newPost(author.id);
    const busy = await member();
    for (let i = 0; i < 10; i += 1) await write(busy.auth, postId, `연속 댓글 ${i}`);
    const res = await create(busy.auth, { post_id: postId, content: '열한 번째' });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe(1700);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    await expectCount(postId, 10);
  });

  it('keeps the count exact under concurrent writes', async () => {
    const postId = await newPost(author.id);
    const writers = await Promise.all(Array.from({ length: 6 }, () => member()));
    const top = await write(alice.auth, postId, '동시에 답글 달기');
    await Promise.all(writers.map((w, i) => write(w.auth, postId, `동시 답글 ${i}`, top.id)));
    await expectCount(postId, 7);
  });
});

describe('PUT and DELETE /api/v1/community/reply/{id}/', () => {
  it('lets only the author edit (403 for others, 401 for guests)', async () => {
    const postId = await newPost(author.id);
    const mine = await write(alice.auth, postId, '고칠 댓글');
    expect((await update(bob.auth, mine.id, { content: '남의 댓글 고치기' })).status).toBe(403);
    expect((await update({}, mine.id, { content: '손님' })).status).toBe(401);
    const empty = await update(alice.auth, mine.id, { content: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ content: ['commentRequired'] });
    const { status, body } = await update(alice.auth, mine.id, { content: '고친 댓글' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: mine.id, content: '고친 댓글', is_author: true });
    expect(Date.parse(body.data.updated_at)).toBeGreaterThanOrEqual(Date.parse(mine.updated_at));
    expect((await list(postId)).body.data.results[0].content).toBe('고친 댓글');
  });

  it('limits a member to 30 comment edits in 10 minutes (429 / 1700, Retry-After, translated); the comment keeps the last saved words', async () => {
    await clearOfWindowEdge(10 * 60);
    const postId = await newPost(author.id);
    const editor = await member();
    const mine = await write(editor.auth, postId, '자꾸 고칠 댓글');
    for (let i = 0; i < 30; i += 1) expect((await update(editor.auth, mine.id, { content: `고침 ${i}` })).status).toBe(200);
    const refused = await update(editor.auth, mine.id, { content: '서른한 번째' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 1700, message: '댓글을 너무 자주 고쳤어요. 잠시 후 다시 시도해 주세요' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const zh = await callRoute(updateRoute, `/api/v1/community/reply/${mine.id}/?lang=zh-TW`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...editor.auth },
      body: JSON.stringify({ content: '再一次' }),
      params: { id: String(mine.id) },
    });
    expect(zh.body).toMatchObject({ code: 1700, message: '編輯留言太頻繁了，請稍後再試' });
    expect((await list(postId)).body.data.results[0].content).toBe('고침 29');
    // Writing new comments has its own allowance.
    expect((await create(editor.auth, { post_id: postId, content: '새 댓글은 따로' })).status).toBe(201);
  });

  it('lets only the author delete (403 for others), once', async () => {
    const postId = await newPost(author.id);
    const mine = await write(alice.auth, postId, '지울 댓글');
    const forbidden = await remove(bob.auth, mine.id);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe(1300);
    await expectCount(postId, 1);
    const res = await remove(alice.auth, mine.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 0, data: null });
    expect((await remove(alice.auth, mine.id)).status).toBe(404);
    expect((await update(alice.auth, mine.id, { content: '지운 뒤 고치기' })).status).toBe(404);
    await expectCount(postId, 0);
    expect((await list(postId)).body.data.results).toEqual([]);
  });

  it('lets an administrator delete any comment but not edit it', async () => {
    const admin = await member({ role: 'admin' });
    const postId = await newPost(author.id);
    const mine = await write(alice.auth, postId, '운영자가 지울 댓글');
    expect((await update(admin.auth, mine.id, { content: '운영자 수정' })).status).toBe(403);
    expect((await remove(admin.auth, mine.id)).status).toBe(200);
    await expectCount(postId, 0);
  });

  it('keeps a deleted comment with replies as a placeholder and drops it when its last reply goes', async () => {
    const postId = await newPost(author.id);
    const top = await write(alice.auth, postId, '답글이 달릴 댓글');
    const r1 = await write(bob.auth, postId, '첫 답글', top.id);
    const r2 = await write(author.auth, postId, '둘째 답글', r1.id);
    await expectCount(postId, 3);

    expect((await remove(alice.auth, top.id)).status).toBe(200);
    await expectCount(postId, 2);
    let [thread] = (await list(postId, alice.auth)).body.data.results as CommentDto[];
    expect(thread).toMatchObject({ id: top.id, is_deleted: true, content: '', is_author: false, reply_count: 2 });
    expect(thread!.replies.map((r) => r.id)).toEqual([r1.id, r2.id]);

    // Replying inside the thread still works, but not to the deleted comment itself.
    expect((await create(bob.auth, { post_id: postId, content: '지운 댓글에 답글', parent_id: top.id })).status).toBe(404);

    await remove(bob.auth, r1.id);
    [thread] = (await list(postId)).body.data.results as CommentDto[];
    expect(thread!.replies.map((r) => r.id)).toEqual([r2.id]);
    // The reply that answered the deleted one still names whom it answered.
    expect(thread!.replies[0]!.reply_to).toEqual({ id: r1.id, author_name: bob.nickname });
    await expectCount(postId, 1);

    await remove(author.auth, r2.id);
    await expectCount(postId, 0);
    expect((await list(postId)).body.data.results).toEqual([]);
  });

  it('treats moderated (hidden) comments like deleted ones', async () => {
    const db = await getDb();
    const postId = await newPost(author.id);
    const lone = await write(alice.auth, postId, '숨겨질 댓글');
    const top = await write(alice.auth, postId, '숨겨질 스레드');
    const reply = await write(bob.auth, postId, '남는 답글', top.id);
    await db
      .update(schema.comments)
      .set({ isHidden: true })
      .where(sql`${schema.comments.id} in (${lone.id}, ${top.id})`);
    const { results } = (await list(postId)).body.data as { results: CommentDto[] };
    expect(results.map((c) => [c.id, c.is_deleted, c.content])).toEqual([[top.id, true, '']]);
    expect(results[0]!.replies.map((r) => r.id)).toEqual([reply.id]);
    expect((await update(alice.auth, lone.id, { content: '숨긴 뒤 고치기' })).status).toBe(404);
    expect((await remove(alice.auth, lone.id)).status).toBe(404);
  });

  it('answers 400 for a bad id and 404 for a missing one', async () => {
    expect((await remove(alice.auth, Number.NaN)).status).toBe(400);
    expect((await update(alice.auth, 999_999, { content: '없는 댓글' })).status).toBe(404);
  });
});

describe('blocks', () => {
  it('hides the threads of members blocked either way and refuses replies across a block (403)', async () => {
    const db = await getDb();
    const blocker = await member();
    const blocked = await member();
    const postId = await newPost(author.id);
    const byBlocker = await write(blocker.auth, postId, '차단한 사람의 댓글');
    const byBlocked = await write(blocked.auth, postId, '차단된 사람의 댓글');
    const byOther = await write(alice.auth, postId, '다른 사람의 댓글');
    const blockerReply = await write(blocker.auth, postId, '차단한 사람의 답글', byOther.id);
    await db.insert(schema.blocks).values({ blockerId: blocker.id, blockedId: blocked.id });

    const ids = async (auth: Auth) =>
      ((await list(postId, auth)).body.data.results as CommentDto[]).map((c) => [c.id, c.replies.map((r) => r.id)]);
    expect(await ids(blocker.auth)).toEqual([
      [byBlocker.id, []],
      [byOther.id, [blockerReply.id]],
    ]);
    expect(await ids(blocked.auth)).toEqual([
      [byBlocked.id, []],
      [byOther.id, []],
    ]);
    expect(await ids({})).toHaveLength(3);
    expect((await list(postId, blocked.auth)).body.data.count).toBe(2);
    expect((await list(postId)).body.data.count).toBe(4);

    for (const parent of [byBlocker.id, blockerReply.id]) {
      const res = await create(blocked.auth, { post_id: postId, content: '차단된 사람의 답글', parent_id: parent });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe(1300);
    }
    // Nor on a post of the member who blocked them.
    const blockersPost = await newPost(blocker.id);
    expect((await create(blocked.auth, { post_id: blockersPost, content: '차단한 사람의 글' })).status).toBe(403);
    // Others may still answer both.
    await write(bob.auth, postId, '제3자의 답글', byBlocked.id);
    await expectCount(postId, 5);
    expect((await stored(blockersPost)).counter).toBe(0);
  });
});

describe('GET /api/v1/community/replies/', () => {
  it('pages threads oldest first, 20 a page, without gaps or repeats, and back again', async () => {
    const db = await getDb();
    const postId = await newPost(author.id);
    const base = Date.now() - 3_600_000;
    // Several comments share one timestamp, so the cursor must break ties by id.
    const rows = await db
      .insert(schema.comments)
      .values(
        Array.from({ length: 45 }, (_, i) => ({
          postId,
          authorId: i % 2 ? alice.id : bob.id,
          content: `댓글 ${i}`,
          createdAt: new Date(base + Math.floor(i / 3) * 1000),
        })),
      )
      .returning({ id: schema.comments.id });
    // Deleted without replies: left out of the pages entirely.
    await db
      .update(schema.comments)
      .set({ deletedAt: new Date() })
      .where(sql`${schema.comments.id} in (${rows[5]!.id}, ${rows[21]!.id})`);
    await db.update(schema.posts).set({ commentCount: 43 }).where(eq(schema.posts.id, postId));

    const seen: number[] = [];
    const pages: { next: string | null; previous: string | null; size: number }[] = [];
    let cursor: string | undefined;
    do {
      const { status, body } = await list(postId, {}, cursor);
      expect(status).toBe(200);
      const data = body.data as { next: string | null; previous: string | null; results: CommentDto[]; count: number };
      expect(data.count).toBe(43);
      seen.push(...data.results.map((c) => c.id));
      pages.push({ next: data.next, previous: data.previous, size: data.results.length });
      cursor = data.next ? (new URL(data.next, 'http://x').searchParams.get('cursor') ?? undefined) : undefined;
      if (data.next) expect(data.next).toMatch(/^\/api\/v1\/community\/replies\/\?post_id=\d+&cursor=/);
    } while (cursor);
    const expected = rows.map((r) => r.id).filter((id) => id !== rows[5]!.id && id !== rows[21]!.id);
    expect(seen).toEqual(expected);
    expect(pages.map((p) => p.size)).toEqual([20, 20, 3]);
    expect(pages[0]!.previous).toBeNull();

    // `previous` of the last page leads back to exactly the second page.
    const back = new URL(pages[2]!.previous!, 'http://x').searchParams.get('cursor')!;
    const second = (await list(postId, {}, back)).body.data;
    expect(second.results.map((c: CommentDto) => c.id)).toEqual(expected.slice(20, 40));
    const first = (await list(postId, {}, new URL(second.previous, 'http://x').searchParams.get('cursor')!)).body.data;
    expect(first.results.map((c: CommentDto) => c.id)).toEqual(expected.slice(0, 20));
    expect(first.previous).toBeNull();
  });

  it('answers 404 for a missing or deleted post and 400 for a bad query', async () => {
    const deleted = await newPost(author.id, { deletedAt: new Date() });
    expect((await list(999_999)).status).toBe(404);
    expect((await list(deleted)).status).toBe(404);
    const bad = await callRoute(listRoute, '/api/v1/community/replies/?post_id=abc');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['post_id']);
    expect((await list(await newPost(author.id), {}, 'not-a-cursor')).status).toBe(400);
  });

  it('shows a withdrawn author without a name', async () => {
    const db = await getDb();
    const leaver = await member();
    const postId = await newPost(author.id);
    await write(leaver.auth, postId, '떠나는 회원의 댓글');
    await db.update(schema.users).set({ status: 'withdrawn' }).where(eq(schema.users.id, leaver.id));
    const [c] = (await list(postId)).body.data.results as CommentDto[];
    expect(c!.author).toMatchObject({ id: leaver.id, profile: { name: null }, is_withdrawn: true });
    expect(c!.content).toBe('떠나는 회원의 댓글');
  });
});

describe('GET /api/v1/community/reply/my/', () => {
  it("lists the member's own live comments newest first with their post, paged by cursor", async () => {
    const me = await member();
    const postA = await newPost(author.id, { title: '첫 번째 글' });
    const postB = await newPost(author.id, { title: '두 번째 글' });
    const written: CommentDto[] = [];
    for (let i = 0; i < 8; i += 1) written.push(await write(me.auth, i % 2 ? postA : postB, `내 댓글 ${i}`));
    written.push(await write(me.auth, postB, '내 답글', written[0]!.id));
    await remove(me.auth, written[3]!.id);
    await write(alice.auth, postA, '남의 댓글');
    const gonePost = await newPost(author.id);
    await write(me.auth, gonePost, '지워질 글의 댓글');
    const db = await getDb();
    await db.update(schema.posts).set({ deletedAt: new Date() }).where(eq(schema.posts.id, gonePost));

    const first = await callRoute(myRoute, '/api/v1/community/reply/my/', { headers: me.auth });
    expect(first.status).toBe(200);
    expect(paginatedSchema(myCommentSchema).parse(first.body.data)).toBeTruthy();
    expect(first.body.data.count).toBe(8);
    expect(first.body.data.results).toHaveLength(8);
    expect(first.body.data.results[0]).toMatchObject({
      content: '내 답글',
      post_id: postB,
      post_title: '두 번째 글',
      parent_id: written[0]!.id,
    });
    expect(first.body.data.next).toBeNull();
    expect(first.body.data.results.map((c: { id: number }) => c.id)).not.toContain(written[3]!.id);

    await resetLimits();
    for (let i = 0; i < 5; i += 1) await write(me.auth, postB, `더 쓴 댓글 ${i}`);
    const page1 = (await callRoute(myRoute, '/api/v1/community/reply/my/', { headers: me.auth })).body.data;
    expect(page1.count).toBe(13);
    expect(page1.results).toHaveLength(10);
    const page2 = (await callRoute(myRoute, page1.next, { headers: me.auth })).body.data;
    expect(page2.results).toHaveLength(3);
    const ids = [...page1.results, ...page2.results].map((c: { id: number }) => c.id);
    expect(new Set(ids).size).toBe(13);
    expect(page2.results.at(-1).content).toBe('내 댓글 0');
  });

  it('needs a signed-in member (401 for guests)', async () => {
    expect((await callRoute(myRoute, '/api/v1/community/reply/my/')).status).toBe(401);
  });
});
