import { eq } from 'drizzle-orm';
import { closeDb, schema } from '@/lib/server/db';
import { clientHeader } from '@/lib/server/http/client';
import { callRoute } from '@/test/call-route';
import { insertPosts, seedBoard } from '@/test/community-read-fixtures';
import { POST as view } from './route';

let board: Awaited<ReturnType<typeof seedBoard>>;
let post: { id: number };
const other: Record<string, number> = {};

beforeAll(async () => {
  board = await seedBoard();
  const [created] = await insertPosts([{ title: '읽을 글', categoryId: 25, authorId: board.alice.id, viewCount: 3 }]);
  post = created!;
  const rows = await insertPosts([
    { title: '숨김', categoryId: 25, authorId: board.bob.id, isHidden: true },
    { title: '삭제', categoryId: 25, authorId: board.bob.id, deletedAt: new Date() },
    { title: '차단', categoryId: 25, authorId: board.carol.id },
  ]);
  for (const r of rows) other[r.title] = r.id;
});
afterAll(() => closeDb());

const beacon = (id: number | string, headers: Record<string, string> = {}) =>
  callRoute(view, `/api/v1/community/${id}/view/`, { method: 'POST', params: { id: String(id) }, headers });

const views = async (id: number) => {
  const [row] = await board.db.select({ v: schema.posts.viewCount }).from(schema.posts).where(eq(schema.posts.id, id));
  return row!.v;
};

describe('POST /api/v1/community/{id}/view/', () => {
  it('counts a reader once an hour, per member or per address, device and browser', async () => {
    const guest = { ...clientHeader('203.0.113.7'), 'x-device-id': 'web', 'user-agent': 'Mozilla/5.0' };
    const first = await beacon(post.id, guest);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ counted: true });
    expect((await beacon(post.id, guest)).body.data).toEqual({ counted: false });
    expect(await views(post.id)).toBe(4);
    // Another address is another reader; a forged X-Forwarded-For is not.
    await beacon(post.id, { ...clientHeader('203.0.113.8'), 'user-agent': 'Mozilla/5.0' });
    await beacon(post.id, { ...guest, 'x-forwarded-for': '198.51.100.1' });
    expect(await views(post.id)).toBe(5);
    expect((await beacon(post.id, board.viewerAuth)).body.data).toEqual({ counted: true });
    expect(await views(post.id)).toBe(6);
  });

  it('never counts the author or a crawler', async () => {
    const before = await views(post.id);
    expect((await beacon(post.id, board.aliceAuth)).body.data).toEqual({ counted: false });
    expect((await beacon(post.id, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).body.data).toEqual({ counted: false });
    expect(await views(post.id)).toBe(before);
  });

  it('answers 404 for a post the reader may not see, 400 for a bad id, and counts nothing', async () => {
    for (const id of [999999, other['숨김']!, other['삭제']!]) {
      const { status, body } = await beacon(id, { 'user-agent': 'Mozilla/5.0' });
      expect(status).toBe(404);
      expect(body.code).toBe(1400);
    }
    expect((await beacon(other['차단']!, board.viewerAuth)).status).toBe(404);
    expect(await views(other['차단']!)).toBe(0);
    expect((await beacon('1;drop', {})).status).toBe(400);
    expect((await beacon('9'.repeat(10_000), {})).status).toBe(400);
  });
});
