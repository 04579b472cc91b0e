import { eq } from 'drizzle-orm';
import { createSession, viewerFromToken } from '@/lib/server/auth/session';
import { moderatePost } from '@/lib/server/community/admin';
import { createComment, deleteComment, updateComment } from '@/lib/server/community/comments';
import { createPost, deletePost, toggleReaction, updatePost } from '@/lib/server/community/post-write';
import { updateProfile } from '@/lib/server/people/profiles';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { insertPosts, seedBoard } from '@/test/community-read-fixtures';
import { followInvalidations, invalidatePages, stopFollowingInvalidations } from './pages';

// What the production server's page cache (scripts/server/page-cache.mjs) receives, recorded.
const received: string[][] = [];
(globalThis as Record<symbol, unknown>)[Symbol.for('slime.pageCache')] = { invalidate: (tags: string[]) => received.push(tags) };

let board: Awaited<ReturnType<typeof seedBoard>>;
beforeAll(async () => {
  board = await seedBoard();
});
afterAll(async () => {
  stopFollowingInvalidations();
  await closeDb();
});
beforeEach(() => {
  received.length = 0;
});

const viewerOf = async (id: number) => (await viewerFromToken(await createSession(id, 'web')))!;
const rows = async () => (await getDb()).select().from(schema.cacheInvalidations);

describe('writes drop the cached pages that show them', () => {
  it('posts: create, edit, react, delete', async () => {
    const alice = await viewerOf(board.alice.id);
    const post = await createPost(
      alice,
      { category_id: 25, title: '캐시 글', content: '캐시를 비우는 글입니다. 열 글자 넘게.', images: [], video_urls: [] },
      'ko',
    );
    expect(received).toEqual([['lists']]);
    await updatePost(
      alice,
      post.id,
      { category_id: 25, title: '고친 글', content: '캐시를 비우는 글입니다. 고쳤어요.', images: [], video_urls: [] },
      'ko',
    );
    await toggleReaction(post.id, await viewerOf(board.viewer.id), 'like');
    await deletePost(alice, post.id);
    expect(received.slice(1)).toEqual([
      [`post:${post.id}`, 'lists'],
      [`post:${post.id}`, 'lists'],
      [`post:${post.id}`, 'lists'],
    ]);
  });

  it('comments: create, edit, delete', async () => {
    const [post] = await insertPosts([{ title: '댓글 글', categoryId: 25, authorId: board.alice.id }]);
    const bob = await viewerOf(board.bob.id);
    const comment = await createComment(bob, { post_id: post!.id, content: '첫 댓글' }, 'ko');
    await updateComment(bob, comment.id, { content: '고친 댓글' }, 'ko');
    await deleteComment(bob, comment.id);
    expect(received).toEqual([
      [`post:${post!.id}`, 'lists'],
      [`post:${post!.id}`, 'lists'],
      [`post:${post!.id}`, 'lists'],
    ]);
  });

  it('moderation and profile names drop them too; a refused write drops nothing', async () => {
    const [post] = await insertPosts([{ title: '숨길 글', categoryId: 25, authorId: board.bob.id }]);
    const [admin] = await (
      await getDb()
    )
      .insert(schema.users)
      .values({ email: 'cache-admin@example.com', nickname: '캐시관리자', role: 'admin' })
      .returning();
    await moderatePost(await viewerOf(admin!.id), post!.id, { is_hidden: true }, 'ko');
    expect(received).toContainEqual([`post:${post!.id}`, 'lists']);
    received.length = 0;
    await expect(updateProfile(await viewerOf(board.pct.id), { nickname: '말랑이' }, 'ko')).rejects.toThrow();
    expect(received).toEqual([]);
    await updateProfile(await viewerOf(board.pct.id), { nickname: '새이름' }, 'ko');
    expect(received).toEqual([['all']]);
    received.length = 0;
    await updateProfile(await viewerOf(board.pct.id), { status_message: '안녕' }, 'ko');
    expect(received).toEqual([]);
  });

  it('records each invalidation for the other instances, inside the write’s transaction', async () => {
    const db = await getDb();
    const before = (await rows()).length;
    await invalidatePages(['guides']);
    expect((await rows()).length).toBe(before + 1);
    await expect(
      db.transaction(async (tx) => {
        await invalidatePages(['notices'], tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const all = await rows();
    expect(all.length).toBe(before + 1);
    expect(all.some((r) => r.tags.includes('notices'))).toBe(false);
  });
});

describe('following other instances', () => {
  it('applies rows written by another instance within about a second', async () => {
    followInvalidations();
    const db = await getDb();
    await db.insert(schema.cacheInvalidations).values({ tags: ['post:424242'] });
    const deadline = Date.now() + 5000;
    while (!received.some((tags) => tags.includes('post:424242')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(received).toContainEqual(['post:424242']);
    // Each row once.
    await new Promise((r) => setTimeout(r, 1500));
    expect(received.filter((tags) => tags.includes('post:424242'))).toHaveLength(1);
    await db.delete(schema.cacheInvalidations).where(eq(schema.cacheInvalidations.tags, ['post:424242']));
  });
});
