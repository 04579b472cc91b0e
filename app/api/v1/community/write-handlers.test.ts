import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { CATEGORY_IDS, POST_IMAGE_MAX, POST_TYPES } from '@/lib/constants';
import { flattenCategoryTree } from '@/lib/server/community/category-tree';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { storeImage } from '@/lib/server/uploads';
import { postDetailSchema } from '@/lib/validation/posts';
import { makeAccount } from '@/test/admin-fixtures';
import { callRoute } from '@/test/call-route';
import { POST as create } from './write-handlers';
import { DELETE as remove, PUT as update } from './[id]/write-handlers';
import { clearOfWindowEdge } from '@/test/rate-window';

type Auth = Record<string, string>;
let author: { id: number; auth: Auth };
let other: { id: number; auth: Auth };
let admin: { id: number; auth: Auth };
let suspended: { id: number; auth: Auth };
let png: Buffer;

async function upload(ownerId: number) {
  return (await storeImage(new Blob([new Uint8Array(png)], { type: 'image/png' }), { ownerId, purpose: 'post' })).url;
}

const body = (over: Record<string, unknown> = {}) => ({
  category_id: 25,
  title: '슬라임 키우는 법',
  content: '물을 자주 주면 말랑해져요. 매일 한 번씩!',
  ...over,
});

const send = (method: string, data: unknown, auth: Auth = author.auth) => ({
  method,
  headers: { 'content-type': 'application/json', ...auth },
  body: JSON.stringify(data),
});

const createPost = (data: unknown, auth?: Auth) => callRoute(create, '/api/v1/community/', send('POST', data, auth));
const updatePost = (id: number, data: unknown, auth?: Auth) =>
  callRoute(update, `/api/v1/community/${id}/`, { ...send('PUT', data, auth), params: { id: String(id) } });
const deletePost = (id: number, auth: Auth = author.auth) =>
  callRoute(remove, `/api/v1/community/${id}/`, { method: 'DELETE', headers: auth, params: { id: String(id) } });

async function postCount() {
  const db = await getDb();
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.posts);
  return row!.n;
}

async function storedPost(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(schema.posts).where(eq(schema.posts.id, id));
  return row!;
}

beforeAll(async () => {
  const db = await getDb();
  await db.insert(schema.categories).values(flattenCategoryTree());
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#6c3' } })
    .png()
    .toBuffer();
  author = await makeAccount({ nickname: '작가' });
  other = await makeAccount({ nickname: '남' });
  admin = await makeAccount({ nickname: '운영자', role: 'admin' });
  suspended = await makeAccount({ nickname: '정지됨', status: 'suspended', suspendedUntil: new Date(Date.now() + 86_400_000) });
});

// Limits are tested on their own; elsewhere each test starts with an empty allowance.
beforeEach(async () => {
  const db = await getDb();
  await db.delete(schema.rateLimits);
});

afterAll(() => closeDb());

describe('POST /api/v1/community/', () => {
  it('writes a post with uploaded images and videos and answers 201 with the post detail', async () => {
    const images = [await upload(author.id), await upload(author.id)];
    const { status, body: res } = await createPost(body({ category_id: 17, images, video_urls: ['https://youtu.be/dQw4w9WgXcQ'] }));
    expect(status).toBe(201);
    const post = postDetailSchema.parse(res.data);
    expect(post).toMatchObject({
      category: { id: 17, name: '판매' },
      post_type: POST_TYPES.tradeSell,
      title: '슬라임 키우는 법',
      images,
      thumbnail: images[0],
      image_count: 2,
      has_video: true,
      like_count: 0,
      liked: false,
      is_author: true,
      author: { id: author.id, profile: { name: '작가' } },
    });
  });

  it('keeps the content as plain text: markup stays literal, line breaks are normalised', async () => {
    const content = '<script>alert(1)</script>\r\n<b>굵게</b>\r\n둘째 줄';
    const { status, body: res } = await createPost(body({ content }));
    expect(status).toBe(201);
    expect(res.data.content).toBe('<script>alert(1)</script>\n<b>굵게</b>\n둘째 줄');
    expect((await storedPost(res.data.id)).content).toBe(res.data.content);
  });

  it('accepts exactly the limits: a 35-character title, 10 and 5000 characters of content', async () => {
    expect((await createPost(body({ title: '가'.repeat(35) }))).status).toBe(201);
    expect((await createPost(body({ content: '가'.repeat(10) }))).status).toBe(201);
    expect((await createPost(body({ content: '가'.repeat(5000) }))).status).toBe(201);
  });

  it.each([
    ['a 36-character title', () => body({ title: '가'.repeat(36) }), 'title', 'titleMax'],
    ['an empty title', () => body({ title: '   ' }), 'title', 'titleRequired'],
    ['9 characters of content', () => body({ content: '가'.repeat(9) }), 'content', 'contentMin'],
    ['5001 characters of content', () => body({ content: '가'.repeat(5001) }), 'content', 'contentMax'],
    ['a missing category', () => body({ category_id: undefined }), 'category_id', expect.any(String)],
    ['an unknown category', () => body({ category_id: 9999 }), 'category_id', 'categoryInvalid'],
    ['a category group (not writable)', () => body({ category_id: 5 }), 'category_id', 'categoryNotWritable'],
    ['the all-posts category', () => body({ category_id: CATEGORY_IDS.allPosts }), 'category_id', 'categoryNotWritable'],
    ['the closed contest archive', () => body({ category_id: CATEGORY_IDS.excludedContest }), 'category_id', 'categoryNotWritable'],
    ['the admin-only notice category', () => body({ category_id: CATEGORY_IDS.notice }), 'category_id', 'categoryAdminOnly'],
    ['an outside image URL', () => body({ images: ['https://evil.example/x.png'] }), 'images.0', 'imageUrl'],
    ['a plain-http video', () => body({ video_urls: ['http://youtu.be/dQw4w9WgXcQ'] }), 'video_urls.0', expect.any(String)],
    ['four videos', () => body({ video_urls: [1, 2, 3, 4].map((i) => `https://youtu.be/video${i}abcd`) }), 'video_urls', 'tooManyVideos'],
  ])('refuses %s with a field error and writes nothing', async (_name, make, field, message) => {
    const before = await postCount();
    const { status, body: res } = await createPost(make());
    expect(status).toBe(400);
    expect(res.code).toBe(1000);
    expect(res.errors[field]).toEqual([message]);
    expect(await postCount()).toBe(before);
  });

  it('refuses more images than the maximum, and images another member uploaded', async () => {
    const before = await postCount();
    const mine = await upload(author.id);
    const tooMany = await createPost(body({ images: Array.from({ length: POST_IMAGE_MAX + 1 }, (_, i) => `/uploads/post/x${i}.webp`) }));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.images).toEqual(['tooManyImages']);

    const foreign = await createPost(body({ images: [mine, await upload(other.id)] }));
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors.images).toEqual(['imageNotOwned']);

    const invented = await createPost(body({ images: ['/uploads/post/2026/01/not-there.webp'] }));
    expect(invented.body.errors.images).toEqual(['imageNotOwned']);
    expect(await postCount()).toBe(before);
  });

  it('lets an administrator write in an admin-only category', async () => {
    const { status, body: res } = await createPost(body({ category_id: CATEGORY_IDS.notice }), admin.auth);
    expect(status).toBe(201);
    expect(res.data.post_type).toBe(POST_TYPES.notice);
  });

  it('refuses guests (401), bad tokens (401) and suspended members (403)', async () => {
    const before = await postCount();
    const guest = await createPost(body(), {});
    expect(guest.status).toBe(401);
    expect(guest.body.code).toBe(1100);
    const badToken = await createPost(body(), { authorization: 'Token nope' });
    expect(badToken.status).toBe(401);
    expect(badToken.body.code).toBe(1101);
    const banned = await createPost(body(), suspended.auth);
    expect(banned.status).toBe(403);
    expect(banned.body.code).toBe(1301);
    expect(await postCount()).toBe(before);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await callRoute(create, '/api/v1/community/', { method: 'POST', headers: author.auth, body: 'title=x' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(1001);
  });

  it('limits post creation to 5 in 10 minutes (429 with Retry-After), without writing the sixth', async () => {
    await clearOfWindowEdge(10 * 60);
    const writer = await makeAccount({ nickname: '다작가' });
    for (let i = 0; i < 5; i += 1) expect((await createPost(body({ title: `글 ${i}` }), writer.auth)).status).toBe(201);
    const before = await postCount();
    const sixth = await createPost(body({ title: '여섯째' }), writer.auth);
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe(1700);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await postCount()).toBe(before);
    // The limit is per member.
    expect((await createPost(body(), other.auth)).status).toBe(201);
  });
});

describe('PUT /api/v1/community/{id}/', () => {
  it('lets the author edit everything, moving the post to another category', async () => {
    const created = (await createPost(body())).body.data;
    const image = await upload(author.id);
    const { status, body: res } = await updatePost(
      created.id,
      body({ category_id: 18, title: '고친 제목', content: '고친 내용입니다. 열 글자 넘게.', images: [image] }),
    );
    expect(status).toBe(200);
    expect(res.data).toMatchObject({
      id: created.id,
      title: '고친 제목',
      category: { id: 18 },
      post_type: POST_TYPES.tradeNeed,
      images: [image],
    });
    const stored = await storedPost(created.id);
    expect(stored.title).toBe('고친 제목');
    expect(stored.updatedAt.getTime()).toBeGreaterThanOrEqual(stored.createdAt.getTime());
  });

  it('keeps images the post already had, but refuses to add another member’s', async () => {
    const db = await getDb();
    const [seeded] = await db
      .insert(schema.posts)
      .values({
        categoryId: 25,
        authorId: author.id,
        title: '옛 글',
        content: '시드 그림이 있는 글이에요.',
        images: ['/art/posts/post-1.png'],
      })
      .returning();
    const keep = await updatePost(seeded!.id, body({ images: ['/art/posts/post-1.png'] }));
    expect(keep.status).toBe(200);
    const add = await updatePost(seeded!.id, body({ images: ['/art/posts/post-1.png', await upload(other.id)] }));
    expect(add.status).toBe(400);
    expect(add.body.errors.images).toEqual(['imageNotOwned']);
    expect((await storedPost(seeded!.id)).images).toEqual(['/art/posts/post-1.png']);
  });

  it('refuses an invalid edit with field errors and leaves the post as it was', async () => {
    const created = (await createPost(body())).body.data;
    for (const bad of [
      body({ title: '가'.repeat(36) }),
      body({ content: '짧아' }),
      body({ content: '가'.repeat(5001) }),
      body({ category_id: CATEGORY_IDS.notice }),
    ]) {
      const res = await updatePost(created.id, bad);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(1000);
    }
    const stored = await storedPost(created.id);
    expect(stored).toMatchObject({ title: created.title, content: created.content, categoryId: 25 });
  });

  it('lets only the author edit: another member or an administrator gets 403, a guest 401, a suspended author 403', async () => {
    const created = (await createPost(body())).body.data;
    const byOther = await updatePost(created.id, body({ title: '남이 고침' }), other.auth);
    expect(byOther.status).toBe(403);
    expect(byOther.body.code).toBe(1300);
    expect((await updatePost(created.id, body({ title: '운영자가 고침' }), admin.auth)).status).toBe(403);
    expect((await updatePost(created.id, body({ title: '손님' }), {})).status).toBe(401);
    expect((await storedPost(created.id)).title).toBe(created.title);

    const db = await getDb();
    await db.update(schema.posts).set({ authorId: suspended.id }).where(eq(schema.posts.id, created.id));
    const bySuspended = await updatePost(created.id, body(), suspended.auth);
    expect(bySuspended.status).toBe(403);
    expect(bySuspended.body.code).toBe(1301);
  });

  it('answers 404 for a missing or deleted post and 400 for a bad id', async () => {
    expect((await updatePost(999_999, body())).status).toBe(404);
    const created = (await createPost(body())).body.data;
    await deletePost(created.id);
    expect((await updatePost(created.id, body())).status).toBe(404);
    const bad = await callRoute(update, '/api/v1/community/abc/', { ...send('PUT', body()), params: { id: 'abc' } });
    expect(bad.status).toBe(400);
  });
});

describe('DELETE /api/v1/community/{id}/', () => {
  it('lets the author delete (soft): the row stays with a deletion time, a second delete is 404', async () => {
    const created = (await createPost(body())).body.data;
    const { status, body: res } = await deletePost(created.id);
    expect(status).toBe(200);
    expect(res).toEqual({ code: 0, data: null });
    expect((await storedPost(created.id)).deletedAt).toBeInstanceOf(Date);
    expect((await deletePost(created.id)).status).toBe(404);
  });

  it('refuses another member (403) and guests (401); an administrator may remove a post', async () => {
    const created = (await createPost(body())).body.data;
    const byOther = await deletePost(created.id, other.auth);
    expect(byOther.status).toBe(403);
    expect((await deletePost(created.id, {})).status).toBe(401);
    expect((await storedPost(created.id)).deletedAt).toBeNull();
    expect((await deletePost(created.id, admin.auth)).status).toBe(200);
    expect((await storedPost(created.id)).deletedAt).toBeInstanceOf(Date);
  });
});
