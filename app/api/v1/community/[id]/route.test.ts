import { eq } from 'drizzle-orm';
import { closeDb, schema } from '@/lib/server/db';
import { clientHeader } from '@/lib/server/http/client';
import { callRoute } from '@/test/call-route';
import { DAY, insertPosts, seedBoard } from '@/test/community-read-fixtures';
import { GET as detail } from './route';

let board: Awaited<ReturnType<typeof seedBoard>>;
let post: { id: number };
const other: Record<string, number> = {};

beforeAll(async () => {
  board = await seedBoard();
  const { alice, bob, carol, viewer, db } = board;
  const [created] = await insertPosts([
    {
      title: '슬라임 방 자랑',
      categoryId: 28,
      postType: 3,
      authorId: alice.id,
      content: '첫 줄\n둘째 줄 <script>alert(1)</script>',
      images: ['/art/posts/1.png', '/art/posts/2.png'],
      videoUrls: ['https://youtu.be/9bZkp7q5f0w'],
      likeCount: 1,
      viewCount: 7,
      createdAt: new Date(Date.now() - DAY),
    },
  ]);
  post = created!;
  await db.insert(schema.postReactions).values({ postId: post.id, userId: viewer.id, kind: 'like' });
  const rows = await insertPosts([
    { title: '숨김', categoryId: 25, authorId: bob.id, isHidden: true },
    { title: '삭제', categoryId: 25, authorId: bob.id, deletedAt: new Date() },
    { title: '차단', categoryId: 25, authorId: carol.id },
  ]);
  for (const r of rows) other[r.title] = r.id;
});
afterAll(() => closeDb());

const read = (id: number | string, headers: Record<string, string> = {}) =>
  callRoute(detail, `/api/v1/community/${id}/`, { params: { id: String(id) }, headers });

const views = async (id: number) => {
  const [row] = await board.db.select({ v: schema.posts.viewCount }).from(schema.posts).where(eq(schema.posts.id, id));
  return row!.v;
};

describe('GET /api/v1/community/{id}/', () => {
  it('answers the post with content, media, author and the viewer’s own state', async () => {
    const { status, body } = await read(post.id, { ...board.viewerAuth, 'x-device-id': 'ios-1' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: post.id,
      title: '슬라임 방 자랑',
      post_type: 3,
      category: { id: 28, name: '마이룸 자랑' },
      content: '첫 줄\n둘째 줄 <script>alert(1)</script>',
      images: ['/art/posts/1.png', '/art/posts/2.png'],
      video_urls: ['https://youtu.be/9bZkp7q5f0w'],
      thumbnail: '/art/posts/1.png',
      image_count: 2,
      has_video: true,
      liked: true,
      recommended: false,
      is_author: false,
      author: { profile: { name: '말랑이' } },
    });
    expect(body.data.updated_at).toEqual(expect.any(String));
    const mine = await read(post.id, board.aliceAuth);
    expect(mine.body.data).toMatchObject({ is_author: true, liked: false });
  });

  it('counts a view at most once an hour per viewer or client address, never the author’s own', async () => {
    const start = await views(post.id);
    const first = await read(post.id, { 'x-device-id': 'android-7', 'user-agent': 'Mozilla/5.0' });
    expect(first.body.data.view_count).toBe(start + 1);
    await read(post.id, { 'x-device-id': 'android-7', 'user-agent': 'Mozilla/5.0' });
    expect(await views(post.id)).toBe(start + 1);
    await read(post.id, { ...clientHeader('203.0.113.30'), 'x-device-id': 'android-8', 'user-agent': 'Mozilla/5.0' });
    expect(await views(post.id)).toBe(start + 2);
    await read(post.id, board.aliceAuth);
    await read(post.id, board.aliceAuth);
    expect(await views(post.id)).toBe(start + 2);
    await read(post.id, { 'user-agent': 'Googlebot/2.1' });
    expect(await views(post.id)).toBe(start + 2);
    // an hour later the same device counts again
    await board.db.update(schema.rateLimits).set({ windowStart: new Date(Date.now() - 61 * 60_000) });
    await read(post.id, { 'x-device-id': 'android-7', 'user-agent': 'Mozilla/5.0' });
    expect(await views(post.id)).toBe(start + 3);
  });

  it('answers 404 for a missing, hidden or deleted post, and for a blocked author’s post', async () => {
    for (const id of [999999, other['숨김']!, other['삭제']!]) {
      const { status, body } = await read(id);
      expect(status).toBe(404);
      expect(body.code).toBe(1400);
    }
    expect((await read(other['차단']!)).status).toBe(200);
    expect((await read(other['차단']!, board.viewerAuth)).status).toBe(404);
    expect((await read('abc')).status).toBe(400);
  });
});
