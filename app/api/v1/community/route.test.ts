import { sql } from 'drizzle-orm';
import { closeDb, schema } from '@/lib/server/db';
import { callRoute } from '@/test/call-route';
import { DAY, HOUR, insertPosts, seedBoard } from '@/test/community-read-fixtures';
import { GET as list } from './route';

type Board = Awaited<ReturnType<typeof seedBoard>>;
let board: Board;
const ids: Record<string, number> = {};
let chatVisible: Array<{ id: number; at: number; pinned: boolean; author: number }> = [];

beforeAll(async () => {
  board = await seedBoard();
  const { alice, bob, carol, dave, pct, db } = board;
  const base = Date.now() - 30 * DAY;
  const at = (hours: number) => new Date(base + hours * HOUR);

  // Chat board (25): hourly posts, three sharing one instant, five more sharing now() with microseconds.
  const chat = await insertPosts(
    Array.from({ length: 20 }, (_, k) => ({
      title: `잡담 ${k}`,
      categoryId: 25,
      authorId: k % 2 ? alice.id : bob.id,
      createdAt: at(k < 3 ? 5 : k),
    })),
  );
  const micro = await insertPosts(
    Array.from({ length: 5 }, (_, k) => ({
      title: `방금 ${k}`,
      categoryId: 25,
      authorId: alice.id,
      createdAt: sql`now() - interval '1 day'` as never,
    })),
  );
  const [pinned, hidden, deleted, blocked, withdrawn] = await insertPosts([
    { title: '고정된 안내', categoryId: 25, authorId: alice.id, createdAt: at(-100), isPinned: true },
    { title: '숨긴 글', categoryId: 25, authorId: bob.id, createdAt: at(30), isHidden: true },
    { title: '지운 글', categoryId: 25, authorId: bob.id, createdAt: at(31), deletedAt: new Date() },
    { title: '차단된 사람의 글', categoryId: 25, authorId: carol.id, createdAt: at(32) },
    { title: '탈퇴한 사람의 글', categoryId: 25, authorId: dave.id, createdAt: at(33) },
  ]);
  Object.assign(ids, { pinned: pinned!.id, hidden: hidden!.id, deleted: deleted!.id, blocked: blocked!.id, withdrawn: withdrawn!.id });

  const rest = await insertPosts([
    { title: '일상 하나', categoryId: 26, authorId: bob.id, createdAt: at(40) },
    { title: '판매합니다', categoryId: 17, authorId: alice.id, createdAt: at(41), postType: 16 },
    { title: '판매 둘', categoryId: 17, authorId: bob.id, createdAt: at(42), postType: 16 },
    { title: '삽니다', categoryId: 18, authorId: bob.id, createdAt: at(43), postType: 15 },
    { title: '교환인데 판매형', categoryId: 19, authorId: bob.id, createdAt: at(44), postType: 16 },
    { title: '교환인데 구매형', categoryId: 19, authorId: bob.id, createdAt: at(45), postType: 15 },
    { title: '그냥 교환', categoryId: 19, authorId: bob.id, createdAt: at(46), postType: 17 },
    { title: '공지 게시판 글', categoryId: 10, authorId: alice.id, createdAt: at(47), postType: 10 },
    { title: '지난 콘테스트', categoryId: 31, authorId: alice.id, createdAt: at(48), postType: 2 },
    // Search material (question board, 32)
    {
      title: '고양이 집 꾸미기',
      categoryId: 32,
      authorId: alice.id,
      createdAt: at(50),
      content: '마이룸에 고양이 가구를 놓았어요. 귀여워요.',
    },
    { title: '我的寵物', categoryId: 32, authorId: bob.id, createdAt: at(51), content: '我家的貓很可愛，每天都在睡覺。' },
    { title: '100% 확률 이벤트', categoryId: 32, authorId: bob.id, createdAt: at(52), content: '정말 백퍼센트인가요? 궁금해요.' },
    { title: '100_짜리 아이템', categoryId: 32, authorId: bob.id, createdAt: at(53), content: '밑줄이 들어간 이름이에요. 신기하죠.' },
    { title: '1002번째 이야기', categoryId: 32, authorId: bob.id, createdAt: at(54), content: '숫자만 비슷한 글이에요. 열 글자 이상.' },
    { title: '닉네임 검색용', categoryId: 32, authorId: pct.id, createdAt: at(55), content: '퍼센트 닉네임의 글입니다. 열 글자 이상.' },
    { title: '차단된 고양이', categoryId: 32, authorId: carol.id, createdAt: at(56), content: '차단된 사람이 쓴 고양이 글이에요.' },
  ]);
  for (const r of rest) ids[r.title] = r.id;

  chatVisible = [...chat, ...micro, pinned!, blocked!, withdrawn!].map((p) => ({
    id: p.id,
    at: p.createdAt.getTime(),
    pinned: p.isPinned,
    author: p.authorId,
  }));
  // micro posts carry microseconds the JS Date cannot hold: order them the way the database does.
  const exact = await db.execute<{ id: number; us: string }>(
    sql`select id, (extract(epoch from created_at) * 1000000)::bigint::text as us from ${schema.posts}`,
  );
  const us = new Map(((exact as { rows?: Array<{ id: number; us: string }> }).rows ?? []).map((r) => [Number(r.id), BigInt(r.us)]));
  chatVisible.sort((a, b) => {
    const d = (us.get(b.id) ?? 0n) - (us.get(a.id) ?? 0n);
    return d === 0n ? b.id - a.id : d > 0n ? 1 : -1;
  });
});
afterAll(() => closeDb());

const get = (path: string, headers: Record<string, string> = {}) => callRoute(list, path, { headers });

async function walk(first: string, headers: Record<string, string> = {}) {
  const pages: number[][] = [];
  let path: string | null = first;
  let last: { previous: string | null } | null = null;
  while (path) {
    const { status, body } = await get(path, headers);
    expect(status).toBe(200);
    pages.push(body.data.results.map((r: { id: number }) => r.id));
    last = body.data;
    path = body.data.next;
  }
  return { pages, ids: pages.flat(), lastPrevious: last?.previous ?? null };
}

async function walkBack(from: string | null, headers: Record<string, string> = {}) {
  const pages: number[][] = [];
  let path = from;
  while (path) {
    const { body } = await get(path, headers);
    pages.unshift(body.data.results.map((r: { id: number }) => r.id));
    path = body.data.previous;
  }
  return pages.flat();
}

describe('GET /api/v1/community/ (lists)', () => {
  it('answers a cursor page of summaries with count, authors and categories', async () => {
    const { status, body } = await get('/api/v1/community/?category=25');
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data.count).toBe(chatVisible.length);
    expect(body.data.previous).toBeNull();
    expect(body.data.next).toMatch(/^\/api\/v1\/community\/\?category=25&cursor=/);
    const first = body.data.results[0];
    expect(first).toMatchObject({ id: ids.pinned, is_pinned: true, category: { id: 25, name: '잡담' }, post_type: expect.any(Number) });
    expect(first.author).toMatchObject({ profile: { name: '말랑이' }, represent_badge: { badge: { title: '별', hex_code: '#ffcc00' } } });
    expect(first.excerpt).toContain('고정된 안내 본문입니다');
    expect(body.data.results).toHaveLength(11); // the pinned post plus a page of 10
    const withdrawn = (await walk('/api/v1/community/?category=25')).ids;
    expect(withdrawn).toContain(ids.withdrawn);
  });

  it('shows a withdrawn author without name or picture, and names categories in Chinese on request', async () => {
    const { body } = await get('/api/v1/community/?category=25&lang=zh-TW&page_size=50');
    const post = body.data.results.find((r: { id: number }) => r.id === ids.withdrawn);
    expect(post.author).toMatchObject({ is_withdrawn: true, profile: { name: null }, profile_image: null });
    expect(post.category.name).toBe('閒聊');
  });

  it('pages newest first without duplicates or gaps, pinned only on the first page, and back again', async () => {
    const expected = [...chatVisible.filter((p) => p.pinned), ...chatVisible.filter((p) => !p.pinned)].map((p) => p.id);
    const forward = await walk('/api/v1/community/?category=25&page_size=4');
    expect(forward.ids).toEqual(expected);
    expect(new Set(forward.ids).size).toBe(forward.ids.length);
    expect(forward.pages.slice(1).flat()).not.toContain(ids.pinned);
    // previous links from the last page lead back through the same pages (the pinned lead excepted)
    const back = await walkBack(forward.lastPrevious ? `${forward.lastPrevious}` : null);
    const lastPage = forward.pages[forward.pages.length - 1]!;
    expect([...back, ...lastPage]).toEqual(expected.filter((id) => id !== ids.pinned));
  });

  it('pages oldest first too, ties on the same instant broken by id', async () => {
    const unpinned = chatVisible
      .filter((p) => !p.pinned)
      .map((p) => p.id)
      .reverse();
    const forward = await walk('/api/v1/community/?category=25&page_size=3&sort=oldest');
    expect(forward.ids).toEqual([ids.pinned, ...unpinned]);
  });

  it('lists a group with its children, and 37 as everything but notices and the contest archive', async () => {
    const free = await walk('/api/v1/community/?category=5&page_size=50');
    expect(free.ids).toContain(ids['일상 하나']);
    expect(free.ids).toContain(ids.pinned);
    const all = await walk('/api/v1/community/?category=37&page_size=50');
    expect(all.ids).not.toContain(ids['공지 게시판 글']);
    expect(all.ids).not.toContain(ids['지난 콘테스트']);
    expect(all.ids).toContain(ids['판매합니다']);
    const none = await walk('/api/v1/community/?page_size=50');
    expect(none.ids).toEqual(all.ids);
    const news = await walk('/api/v1/community/?category=1&page_size=50');
    expect(news.ids).toEqual([ids['공지 게시판 글']]);
    const contest = await walk('/api/v1/community/?category=7');
    expect(contest.ids).toEqual([ids['지난 콘테스트']]);
  });

  it('leaves out hidden and deleted posts, and the authors a viewer blocked', async () => {
    const anonymous = (await walk('/api/v1/community/?category=25&page_size=50')).ids;
    expect(anonymous).not.toContain(ids.hidden);
    expect(anonymous).not.toContain(ids.deleted);
    expect(anonymous).toContain(ids.blocked);
    const { body } = await get('/api/v1/community/?category=25&page_size=50', board.viewerAuth);
    const seen = body.data.results.map((r: { id: number }) => r.id);
    expect(seen).not.toContain(ids.blocked);
    expect(body.data.count).toBe(chatVisible.length - 1);
    // the blocked member does not see the blocker's posts either (no posts by viewer here): still answers
    expect((await get('/api/v1/community/?category=25', board.aliceAuth)).status).toBe(200);
  });

  it('filters trades: sell = the sale board or the sell post type, buy = the wanted board or the need type', async () => {
    const sell = (await walk('/api/v1/community/?trade=sell&page_size=50')).ids.sort();
    expect(sell).toEqual([ids['판매합니다'], ids['판매 둘'], ids['교환인데 판매형']].sort());
    const buy = (await walk('/api/v1/community/?trade=buy&page_size=50')).ids.sort();
    expect(buy).toEqual([ids['삽니다'], ids['교환인데 구매형']].sort());
    const sellInExchange = (await walk('/api/v1/community/?category=19&trade=sell')).ids;
    expect(sellInExchange).toEqual([ids['교환인데 판매형']]);
    const all = (await walk('/api/v1/community/?category=19&trade=all')).ids;
    expect(all).toHaveLength(3);
  });

  it('refuses an unknown category, a broken cursor and bad parameters with field errors', async () => {
    const unknown = await get('/api/v1/community/?category=999');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 1000, errors: { category: ['unknownCategory'] } });
    const cursor = await get('/api/v1/community/?cursor=not-a-cursor');
    expect(cursor.status).toBe(400);
    expect(cursor.body.errors).toEqual({ cursor: ['invalidCursor'] });
    const forged = Buffer.from(JSON.stringify({ t: "2020-01-01'; drop table posts;--", i: 1, d: 'n', c: 1 })).toString('base64url');
    expect((await get(`/api/v1/community/?cursor=${forged}`)).status).toBe(400);
    const bad = await get('/api/v1/community/?sort=random&search_type=x&trade=gift&page_size=500');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['page_size', 'search_type', 'sort', 'trade']);
  });
});

describe('GET /api/v1/community/?keyword= (search)', () => {
  const search = async (query: string, headers: Record<string, string> = {}) => {
    const { status, body } = await get(`/api/v1/community/?${query}&page_size=50`, headers);
    expect(status).toBe(200);
    return (body.data.results as Array<{ title: string }>).map((r) => r.title).sort();
  };

  it('searches title and content by default, or one of them, or the nickname', async () => {
    expect(await search(`keyword=${encodeURIComponent('고양이')}`)).toEqual(['고양이 집 꾸미기', '차단된 고양이']);
    expect(await search(`keyword=${encodeURIComponent('가구')}&search_type=title`)).toEqual([]);
    expect(await search(`keyword=${encodeURIComponent('가구')}&search_type=content`)).toEqual(['고양이 집 꾸미기']);
    expect(await search(`keyword=${encodeURIComponent('가구')}`)).toEqual(['고양이 집 꾸미기']);
    const byNick = await search(`keyword=${encodeURIComponent('말랑')}&search_type=nickname&category=32`);
    expect(byNick).toEqual(['고양이 집 꾸미기']);
    // a withdrawn member's old nickname finds nothing
    expect(await search(`keyword=${encodeURIComponent('떠난사람')}&search_type=nickname`)).toEqual([]);
  });

  it('finds one- and two-character Korean and Chinese words', async () => {
    expect(await search(`keyword=${encodeURIComponent('집')}&category=32`)).toEqual(['고양이 집 꾸미기']);
    expect(await search(`keyword=${encodeURIComponent('貓')}`)).toEqual(['我的寵物']);
    expect(await search(`keyword=${encodeURIComponent('寵物')}&search_type=title`)).toEqual(['我的寵物']);
    expect(await search(`keyword=${encodeURIComponent('고양')}&search_type=title`)).toEqual(['고양이 집 꾸미기', '차단된 고양이']);
    // one Latin letter is too short; the field error names the rule
    const short = await get('/api/v1/community/?keyword=a');
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual({ keyword: ['keywordMin'] });
  });

  it('treats % and _ in a keyword as letters', async () => {
    expect(await search(`keyword=${encodeURIComponent('100%')}&search_type=title`)).toEqual(['100% 확률 이벤트']);
    expect(await search(`keyword=${encodeURIComponent('100_')}&search_type=title`)).toEqual(['100_짜리 아이템']);
    expect(await search(`keyword=${encodeURIComponent('%%')}`)).toEqual([]);
    expect(await search(`keyword=${encodeURIComponent('100%_')}&search_type=nickname`)).toEqual(['닉네임 검색용']);
  });

  it('leaves blocked authors out of search results and keeps pinned posts in date order', async () => {
    expect(await search(`keyword=${encodeURIComponent('고양이')}`, board.viewerAuth)).toEqual(['고양이 집 꾸미기']);
    const { body } = await get(`/api/v1/community/?keyword=${encodeURIComponent('안내')}&category=25&sort=oldest`);
    expect(body.data.results.map((r: { id: number }) => r.id)).toEqual([ids.pinned]);
  });

  it('pages search results by cursor with the keyword kept in the links', async () => {
    const { body } = await get(`/api/v1/community/?keyword=${encodeURIComponent('잡담')}&search_type=title&page_size=7`);
    expect(body.data.count).toBe(20);
    expect(decodeURIComponent(body.data.next)).toContain('keyword=잡담');
    const all = await walk(`/api/v1/community/?keyword=${encodeURIComponent('잡담')}&search_type=title&page_size=7`);
    expect(all.ids).toHaveLength(20);
    expect(new Set(all.ids).size).toBe(20);
  });
});
