import { and, count, eq, inArray, isNull, notInArray, type SQL } from 'drizzle-orm';
import { GET as main } from '@/app/api/v3/community/main/route';
import { createSession, viewerFromToken } from '@/lib/server/auth/session';
import { moderatePost } from '@/lib/server/community/admin';
import { ALL_EXCLUDED } from '@/lib/server/community/category-scope';
import { forgetHotRanking } from '@/lib/server/community/ranking';
import { closeDb, schema } from '@/lib/server/db';
import { callRoute } from '@/test/call-route';
import { HOUR, insertPosts, seedBoard } from '@/test/community-read-fixtures';
import { GET as one } from './[id]/route';
import { DELETE as remove, PUT as update } from './[id]/write-handlers';
import { GET as list } from './route';
import { POST as create } from './write-handlers';

// Every post records the language it was written in; lists and the main page can be narrowed to
// one language (the pages lead with the reader's), and their counts stay exact per language.

const { posts } = schema;
type Board = Awaited<ReturnType<typeof seedBoard>>;
type Auth = Record<string, string>;
type Summary = { id: number; title: string; language: string; is_pinned: boolean };
let board: Board;
const LANGUAGES = ['ko', 'zh-TW', 'all'] as const;

const KO = { title: '슬라임 키우는 법', content: '물을 자주 주면 말랑해져요. 매일 한 번씩!' };
const ZH = { title: '史萊姆養成心得', content: '每天餵水，史萊姆就會變得軟綿綿的。' };
const NEITHER = { title: 'Slime care 101', content: 'Water it every day and it gets squishy!' };

const send = (method: string, data: unknown, headers: Auth) => ({
  method,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(data),
});
const write = async (text: { title: string; content: string }, headers: Auth, query = '') => {
  const res = await callRoute(create, `/api/v1/community/${query}`, send('POST', { category_id: 25, ...text }, headers));
  expect(res.status).toBe(201);
  return res.body.data as Summary;
};
const edit = async (id: number, text: { title: string; content: string }, headers: Auth, query = '') => {
  const res = await callRoute(update, `/api/v1/community/${id}/${query}`, {
    ...send('PUT', { category_id: 25, ...text }, headers),
    params: { id: String(id) },
  });
  expect(res.status).toBe(200);
  return res.body.data as Summary;
};
const stored = async (id: number) => (await board.db.select().from(posts).where(eq(posts.id, id)))[0]!;

const get = async (path: string, headers: Auth = {}) => {
  const res = await callRoute(list, path, { headers });
  expect(res.status).toBe(200);
  return res.body.data as { count: number; next: string | null; results: Summary[] };
};

// The truth, by scanning: visible posts of the boards (or all but the excluded) in one language.
async function scan(categoryIds: number[] | 'all', language: (typeof LANGUAGES)[number], authorsOut: number[] = []) {
  const where: Array<SQL | undefined> = [
    isNull(posts.deletedAt),
    eq(posts.isHidden, false),
    categoryIds === 'all' ? notInArray(posts.categoryId, [...ALL_EXCLUDED]) : inArray(posts.categoryId, categoryIds),
    language === 'all' ? undefined : eq(posts.language, language),
    authorsOut.length ? notInArray(posts.authorId, authorsOut) : undefined,
  ];
  const [row] = await board.db
    .select({ n: count() })
    .from(posts)
    .where(and(...where));
  return row!.n;
}

/** The list count of a board (and of everything) in each language equals a scan. */
async function expectExactCounts(categoryId: number) {
  for (const language of LANGUAGES) {
    expect({ language, n: (await get(`/api/v1/community/?category=${categoryId}&language=${language}`)).count }).toEqual({
      language,
      n: await scan([categoryId], language),
    });
    expect((await get(`/api/v1/community/?language=${language}`)).count).toBe(await scan('all', language));
  }
}

beforeAll(async () => {
  board = await seedBoard();
});
afterAll(() => closeDb());
// Post creation is rate limited per member; each test starts with an empty allowance.
beforeEach(async () => {
  await board.db.delete(schema.rateLimits);
});

describe('writing records the language of the text', () => {
  it('takes Hangul for Korean and Han characters for Traditional Chinese, whatever the writer’s UI language', async () => {
    const ko = await write(KO, board.aliceAuth, '?lang=zh-TW');
    expect(ko.language).toBe('ko');
    expect((await stored(ko.id)).language).toBe('ko');
    const zh = await write(ZH, board.aliceAuth, '?lang=ko');
    expect(zh.language).toBe('zh-TW');
    expect((await stored(zh.id)).language).toBe('zh-TW');
    // The post's own page says so too.
    const detail = await callRoute(one, `/api/v1/community/${zh.id}/`, { params: { id: String(zh.id) } });
    expect(detail.body.data.language).toBe('zh-TW');
  });

  it('takes text in neither script to be in the writer’s UI language (query, cookie or browser)', async () => {
    expect((await write(NEITHER, board.aliceAuth, '?lang=ko')).language).toBe('ko');
    expect((await write(NEITHER, board.aliceAuth, '?lang=zh-TW')).language).toBe('zh-TW');
    expect((await write(NEITHER, { ...board.aliceAuth, cookie: 'NEXT_LOCALE=zh-TW' })).language).toBe('zh-TW');
    expect((await write(NEITHER, { ...board.aliceAuth, 'accept-language': 'zh-TW,zh;q=0.9' })).language).toBe('zh-TW');
    expect((await write(NEITHER, { ...board.aliceAuth, 'accept-language': 'ko-KR' })).language).toBe('ko');
  });

  it('tells the language again from the edited text, and the per-language counts follow', async () => {
    const post = await write(KO, board.aliceAuth);
    const before = { ko: await scan([25], 'ko'), zh: await scan([25], 'zh-TW') };
    expect((await edit(post.id, ZH, board.aliceAuth)).language).toBe('zh-TW');
    expect((await stored(post.id)).language).toBe('zh-TW');
    expect(await scan([25], 'ko')).toBe(before.ko - 1);
    await expectExactCounts(25);
    // Back to Korean; and text in neither script takes the editor's UI language.
    expect((await edit(post.id, KO, board.aliceAuth, '?lang=zh-TW')).language).toBe('ko');
    expect((await edit(post.id, NEITHER, board.aliceAuth, '?lang=zh-TW')).language).toBe('zh-TW');
    await expectExactCounts(25);
  });
});

describe('GET /api/v1/community/?language=', () => {
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const { alice, bob, carol } = board;
    const at = (hours: number) => new Date(Date.now() - 100 * HOUR + hours * HOUR);
    const rows = await insertPosts([
      { title: '일상 하나', categoryId: 26, authorId: alice.id, createdAt: at(1) },
      { title: '日常一', categoryId: 26, authorId: bob.id, createdAt: at(2), language: 'zh-TW' },
      { title: '일상 둘', categoryId: 26, authorId: alice.id, createdAt: at(3) },
      { title: '日常二', categoryId: 26, authorId: bob.id, createdAt: at(4), language: 'zh-TW' },
      { title: '日常三', categoryId: 26, authorId: bob.id, createdAt: at(5), language: 'zh-TW' },
      { title: '일상 셋', categoryId: 26, authorId: alice.id, createdAt: at(6) },
      { title: '置頂公告', categoryId: 26, authorId: bob.id, createdAt: at(0), language: 'zh-TW', isPinned: true },
      { title: '隱藏的', categoryId: 26, authorId: bob.id, createdAt: at(7), language: 'zh-TW', isHidden: true },
      { title: '지운 글', categoryId: 26, authorId: alice.id, createdAt: at(8), deletedAt: new Date() },
      { title: '封鎖的人', categoryId: 26, authorId: carol.id, createdAt: at(9), language: 'zh-TW' },
    ]);
    for (const r of rows) ids[r.title] = r.id;
  });

  it('lists every language by default and for all, one language when asked, each with its count', async () => {
    const titles = (page: { results: Summary[] }) => page.results.map((r) => r.title);
    const byDefault = await get('/api/v1/community/?category=26&page_size=50');
    expect(titles(byDefault)).toEqual(['置頂公告', '封鎖的人', '일상 셋', '日常三', '日常二', '일상 둘', '日常一', '일상 하나']);
    expect(byDefault.count).toBe(8);
    expect(await get('/api/v1/community/?category=26&page_size=50&language=all')).toEqual(byDefault);

    // Pinned posts follow the language too: the Chinese one leads the Chinese list only.
    const ko = await get('/api/v1/community/?category=26&page_size=50&language=ko');
    expect(titles(ko)).toEqual(['일상 셋', '일상 둘', '일상 하나']);
    expect(ko.count).toBe(3);
    expect(ko.results.every((r) => r.language === 'ko')).toBe(true);

    const zh = await get('/api/v1/community/?category=26&page_size=50&language=zh-TW');
    expect(titles(zh)).toEqual(['置頂公告', '封鎖的人', '日常三', '日常二', '日常一']);
    expect(zh.count).toBe(5);
    expect(zh.results.every((r) => r.language === 'zh-TW')).toBe(true);
  });

  it('keeps the language on every page, and the first page’s count', async () => {
    let page = await get('/api/v1/community/?category=26&page_size=2&language=zh-TW');
    const seen = page.results.map((r) => r.title);
    while (page.next) {
      expect(new URL(page.next, 'http://local').searchParams.get('language')).toBe('zh-TW');
      page = await get(page.next);
      expect(page.count).toBe(5);
      seen.push(...page.results.map((r) => r.title));
    }
    expect(seen).toEqual(['置頂公告', '封鎖的人', '日常三', '日常二', '日常一']);
  });

  it('leaves the reader’s blocked members out of the list and the count in each language', async () => {
    const { viewerAuth, carol } = board;
    const zh = await get('/api/v1/community/?category=26&page_size=50&language=zh-TW', viewerAuth);
    expect(zh.results.map((r) => r.id)).not.toContain(ids['封鎖的人']);
    expect(zh.count).toBe(await scan([26], 'zh-TW', [carol.id]));
    expect((await get('/api/v1/community/?category=26&language=ko', viewerAuth)).count).toBe(3);
    expect((await get('/api/v1/community/?language=zh-TW', viewerAuth)).count).toBe(await scan('all', 'zh-TW', [carol.id]));
  });

  it('keeps exact counts per language as posts are written, hidden, shown, moved and deleted', async () => {
    const { db, aliceAuth } = board;
    await expectExactCounts(26);
    const zh = await write(ZH, aliceAuth);
    const ko = await write(KO, aliceAuth);
    await expectExactCounts(25);

    // An operator hides the Chinese post, then shows it again.
    const admin = (await db.insert(schema.users).values({ email: 'op@example.com', nickname: '운영', role: 'admin' }).returning())[0]!;
    const operator = (await viewerFromToken(await createSession(admin.id, 'web')))!;
    await moderatePost(operator, zh.id, { is_hidden: true }, 'ko');
    await expectExactCounts(25);
    await moderatePost(operator, zh.id, { is_hidden: false }, 'ko');
    await expectExactCounts(25);
    // Moved to another board by an operator: both boards' counts follow.
    await moderatePost(operator, zh.id, { category_id: 26 }, 'ko');
    await expectExactCounts(25);
    await expectExactCounts(26);

    // The authors delete theirs.
    const del = (id: number) =>
      callRoute(remove, `/api/v1/community/${id}/`, { method: 'DELETE', headers: aliceAuth, params: { id: String(id) } });
    expect((await del(ko.id)).status).toBe(200);
    expect((await del(zh.id)).status).toBe(200);
    await expectExactCounts(25);
    await expectExactCounts(26);
    // Hard deletes (the statement trigger) too.
    await db.delete(posts).where(eq(posts.id, ids['日常一']!));
    await expectExactCounts(26);
  });

  it('refuses a language it does not know with a field error', async () => {
    const ko = await callRoute(list, '/api/v1/community/?category=26&language=en');
    expect(ko.status).toBe(400);
    expect(ko.body).toMatchObject({ code: 1000, errors: { language: ['languageInvalid'] } });
    const zh = await callRoute(list, '/api/v1/community/?language=zh&lang=zh-TW');
    expect(zh.status).toBe(400);
    expect(zh.body).toMatchObject({ code: 1000, errors: { language: ['languageInvalid'] } });
    // Other refused parameters still answer as before.
    const other = await callRoute(list, '/api/v1/community/?sort=random&language=all');
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ code: 1000, message: 'Validation failed', errors: { sort: [expect.any(String)] } });
    const both = await callRoute(list, '/api/v1/community/?sort=random&language=en');
    expect(Object.keys(both.body.errors).sort()).toEqual(['language', 'sort']);
  });
});

describe('GET /api/v3/community/main/?language=', () => {
  type Section = { key: string; posts: Summary[] };

  beforeAll(async () => {
    const { db, alice, bob } = board;
    const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
    const rows = await insertPosts([
      { title: '나눔해요', categoryId: 20, authorId: alice.id, createdAt: ago(3) },
      { title: '免費送', categoryId: 20, authorId: bob.id, createdAt: ago(2), language: 'zh-TW' },
      { title: '나눔 둘', categoryId: 20, authorId: alice.id, createdAt: ago(1) },
    ]);
    const byTitle = Object.fromEntries(rows.map((r) => [r.title, r.id]));
    await db.insert(schema.postReactions).values([
      { postId: byTitle['免費送']!, userId: alice.id, kind: 'like' },
      { postId: byTitle['나눔해요']!, userId: bob.id, kind: 'recommend' },
    ]);
  });
  beforeEach(() => forgetHotRanking());

  const load = async (query: string) => {
    const res = await callRoute(main, `/api/v3/community/main/${query}`);
    expect(res.status).toBe(200);
    return res.body.data as { hot: Summary[]; sections: Section[] };
  };
  const section = (data: { sections: Section[] }, key: string) => data.sections.find((s) => s.key === key)!.posts.map((p) => p.title);

  it('previews and ranks posts of every language by default, of one language when asked', async () => {
    const all = await load('');
    expect(section(all, 'sharing')).toEqual(['나눔 둘', '免費送', '나눔해요']);
    expect(all.hot.map((p) => p.title).sort()).toEqual(['免費送', '나눔해요'].sort());
    expect(await load('?language=all')).toEqual(all);

    const zh = await load('?language=zh-TW');
    expect(section(zh, 'sharing')).toEqual(['免費送']);
    expect(zh.hot.map((p) => p.title)).toEqual(['免費送']);
    for (const s of zh.sections) expect(s.posts.every((p) => p.language === 'zh-TW')).toBe(true);

    const ko = await load('?language=ko');
    expect(section(ko, 'sharing')).toEqual(['나눔 둘', '나눔해요']);
    expect(ko.hot.map((p) => p.title)).toEqual(['나눔해요']);
    for (const s of ko.sections) expect(s.posts.every((p) => p.language === 'ko')).toBe(true);
  });

  it('refuses an unknown language', async () => {
    const res = await callRoute(main, '/api/v3/community/main/?language=jp&lang=zh-TW');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 1000, errors: { language: ['languageInvalid'] } });
  });
});
