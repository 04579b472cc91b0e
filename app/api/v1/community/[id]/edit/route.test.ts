import { editPageSource } from '@/lib/server/community/post-write';
import { viewerFromToken, type Viewer } from '@/lib/server/auth/session';
import { closeDb } from '@/lib/server/db';
import { callRoute } from '@/test/call-route';
import { asUser, makePerson, makePost, seedCatalogue, type Person } from '@/test/people';
import { GET } from './route';

// The edit form's source of a post reaches its author only: through the API (this route) and
// through the page's server render (editPageSource, given the viewer the hand-off cookie names).

const source = (who: Person | null, id: number | string) =>
  callRoute(GET, `/api/v1/community/${id}/edit/`, { ...asUser(who), params: { id: String(id) } });
const viewerOf = async (who: Person): Promise<Viewer> => (await viewerFromToken(who.auth.authorization.slice('Token '.length)))!;

const SECRET = '작성자만 고칠 수 있는 본문이에요. 남에게 폼으로 가면 안 돼요.';
let author: Person;
let other: Person;
let admin: Person;
let postId: number;

beforeAll(async () => {
  await seedCatalogue();
  author = await makePerson('글주인');
  other = await makePerson('남');
  admin = await makePerson('운영', { role: 'admin' });
  postId = (await makePost(author.id, { title: '고칠 글', content: SECRET, images: ['/art/posts/1.png'] })).id;
});
afterAll(() => closeDb());

describe('GET /api/v1/community/{id}/edit/', () => {
  it('gives the author the post as stored', async () => {
    const res = await source(author, postId);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: postId,
      author_id: author.id,
      category_id: 25,
      title: '고칠 글',
      content: SECRET,
      images: ['/art/posts/1.png'],
      video_urls: [],
      items: [],
      look_uuid: null,
    });
  });

  it('answers 404 to another member and to an administrator, and 401 to a guest, without the content', async () => {
    for (const who of [other, admin]) {
      const res = await source(who, postId);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe(1400);
      expect(JSON.stringify(res.body)).not.toContain(SECRET);
    }
    const guest = await source(null, postId);
    expect(guest.status).toBe(401);
    expect(guest.body.code).toBe(1100);
    expect(JSON.stringify(guest.body)).not.toContain(SECRET);
  });

  it("answers 404 for deleted, hidden and missing posts (the author's too) and 400 for a bad id", async () => {
    const deleted = await makePost(author.id, { deletedAt: new Date() });
    const hidden = await makePost(author.id, { isHidden: true });
    expect((await source(author, deleted.id)).status).toBe(404);
    expect((await source(author, hidden.id)).status).toBe(404);
    expect((await source(author, 999_999)).status).toBe(404);
    expect((await source(author, 'abc')).status).toBe(400);
  });

  it('still gives a suspended author their own post (saving it is what is refused)', async () => {
    const suspended = await makePerson('정지작가', { status: 'suspended', suspendedUntil: new Date(Date.now() + 86_400_000) });
    const own = await makePost(suspended.id);
    expect((await source(suspended, own.id)).status).toBe(200);
    expect((await source(suspended, postId)).status).toBe(404);
  });
});

describe('editPageSource (what /community/write?postId= renders on the server)', () => {
  it('renders the filled form for the author the cookie names', async () => {
    const page = await editPageSource(postId, await viewerOf(author), 'ko');
    expect(page).toMatchObject({ kind: 'author', post: { id: postId, content: SECRET } });
  });

  it('renders 404 (null) for another member or an administrator the cookie names', async () => {
    expect(await editPageSource(postId, await viewerOf(other), 'ko')).toBeNull();
    expect(await editPageSource(postId, await viewerOf(admin), 'ko')).toBeNull();
  });

  it('without a known viewer renders no content: only the category, for the browser to load the rest with its token', async () => {
    const page = await editPageSource(postId, null, 'ko');
    expect(page).toEqual({ kind: 'unknown', categoryId: 25 });
    expect(JSON.stringify(page)).not.toContain(SECRET);
  });

  it('renders 404 (null) for a deleted, hidden or missing post, whoever asks', async () => {
    const deleted = await makePost(author.id, { deletedAt: new Date() });
    const hidden = await makePost(author.id, { isHidden: true });
    for (const id of [deleted.id, hidden.id, 999_999]) {
      expect(await editPageSource(id, await viewerOf(author), 'ko')).toBeNull();
      expect(await editPageSource(id, null, 'ko')).toBeNull();
    }
  });
});
