import { CATEGORY_IDS } from '@/lib/constants';
import { flattenCategoryTree } from '@/lib/server/community/category-tree';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { callRoute } from '@/test/call-route';
import { GET } from './route';

beforeAll(async () => {
  const db = await getDb();
  await db.insert(schema.categories).values(flattenCategoryTree());
});
afterAll(() => closeDb());

it('answers the category groups with their children and the fixed ids of the spec', async () => {
  const { status, body } = await callRoute(GET, '/api/v1/community/categories/');
  expect(status).toBe(200);
  const groups = body.data as { id: number; key: string; children: { id: number; key: string }[] }[];
  expect(groups.map((g) => g.key)).toEqual([
    'all',
    'news',
    'creation',
    'exchange',
    'tips',
    'free',
    'showoff',
    'promotion',
    'question',
    'contest',
    'suggestions',
  ]);
  expect(groups[0]!.id).toBe(CATEGORY_IDS.allPosts);
  const news = groups.find((g) => g.key === 'news')!;
  expect(news.children.map((c) => c.id)).toContain(CATEGORY_IDS.notice);
  const contest = groups.find((g) => g.key === 'contest')!;
  expect(contest.id).toBe(CATEGORY_IDS.contestParent);
  expect(contest.children.map((c) => c.id)).toEqual([CATEGORY_IDS.contest, CATEGORY_IDS.excludedContest]);
});

it('names the categories in the reader’s language', async () => {
  const { body } = await callRoute(GET, '/api/v1/community/categories/?lang=zh-TW');
  expect(body.data[0].name).toBe('全部');
});
