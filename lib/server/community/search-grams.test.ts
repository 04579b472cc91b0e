import { sql } from 'drizzle-orm';
import { flattenCategoryTree } from '@/lib/server/community/category-tree';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { postListQuery } from '@/lib/validation/posts';
import { gramQuery, listPosts } from './posts';

const titles = (keyword: string, search_type = 'post') =>
  listPosts(postListQuery.parse({ keyword, search_type }), { viewer: null, locale: 'ko' }).then((page) =>
    page.results.map((p) => p.title).sort(),
  );

beforeAll(async () => {
  const db = await getDb();
  await db.insert(schema.categories).values(flattenCategoryTree());
  const [author] = await db.insert(schema.users).values({ nickname: '작성자' }).returning();
  const rows = [
    ['보석 팔아요', '빨간 보석 두 개 있어요'],
    ['貓咪 交易', '想用貓咪換帽子'],
    ["It's 100% \\ real", 'quote and backslash test'],
    ['Slime hats', 'a SLIME with a HAT'],
    ['무관한 글', '아무 내용 없음 열 글자 이상'],
  ];
  await db
    .insert(schema.posts)
    .values(rows.map(([title, content]) => ({ categoryId: 25, authorId: author!.id, title: title!, content: content! })));
});
afterAll(() => closeDb());

it('builds the grams every word must contain', () => {
  expect(gramQuery('보석')).toBe("'보석'");
  expect(gramQuery('貓')).toBe("'貓'");
  expect(gramQuery('Slime Hat')).toBe("'sl' & 'li' & 'im' & 'me' & 'ha' & 'at'");
  expect(gramQuery("it's")).toBe("'it' & 't''' & '''s'");
});

it('stores the grams of title and content in an indexed column', async () => {
  const db = await getDb();
  const { rows } = (await db.execute(
    sql`select count(*)::int as n from posts where search_grams @@ cast(${gramQuery('보석')} as tsquery)`,
  )) as unknown as { rows: { n: number }[] };
  expect(rows[0]!.n).toBe(1);
});

it('finds one- and two-character Korean and Chinese words, and text with quotes, % and backslashes', async () => {
  expect(await titles('보석')).toEqual(['보석 팔아요']);
  expect(await titles('貓')).toEqual(['貓咪 交易']);
  expect(await titles('交易', 'title')).toEqual(['貓咪 交易']);
  expect(await titles('帽子', 'title')).toEqual([]);
  expect(await titles("it's 100%")).toEqual(["It's 100% \\ real"]);
  expect(await titles('\\ re')).toEqual(["It's 100% \\ real"]);
  expect(await titles('slime hat')).toEqual(['Slime hats']);
  expect(await titles('hat slime')).toEqual([]);
  expect(await titles('SLIME')).toEqual(['Slime hats']);
});
