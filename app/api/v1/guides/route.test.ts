import { closeDb, getDb, schema } from '@/lib/server/db';
import { SEED_GUIDES } from '@/lib/server/seed/data/guides';
import { callRoute } from '@/test/call-route';
import { GET as detail } from './[slug]/route';
import { GET as list } from './route';

beforeAll(async () => {
  const db = await getDb();
  await db.insert(schema.guides).values([
    ...SEED_GUIDES.map((g, i) => ({ ...g, sortOrder: i })),
    // Wildcards must be searched as text: only this guide holds a literal "%" and "_".
    {
      slug: 'event-bonus',
      category: 'beginner',
      titleKo: '이벤트 보너스 100% 받기',
      titleZhTw: '活動獎勵 100% 領取',
      contentKo: '보너스 코드 형식은 GEM_2026 이에요.',
      contentZhTw: '獎勵代碼格式是 GEM_2026。',
    },
    {
      slug: 'draft-guide',
      category: 'beginner',
      titleKo: '비공개 날개 초안',
      titleZhTw: '未公開草稿',
      contentKo: '날개',
      contentZhTw: '草稿',
      published: false,
    },
  ]);
});
afterAll(() => closeDb());

const get = (query: string, lang: 'ko' | 'zh-TW' = 'ko') => callRoute(list, `/api/v1/guides/?lang=${lang}&${query}`);
const slugs = (body: { data: { results: { slug: string }[] } }) => body.data.results.map((r) => r.slug);

describe('GET /api/v1/guides/', () => {
  it('lists published guides 10 a page, by category then order, with excerpts without the heading', async () => {
    const { status, body } = await get('');
    expect(status).toBe(200);
    expect(body.data.count).toBe(SEED_GUIDES.length + 1);
    expect(body.data.results).toHaveLength(10);
    expect(body.data.next).toBe('/api/v1/guides/?lang=ko&page=2');
    expect(slugs(body)).not.toContain('draft-guide');
    const first = body.data.results.find((g: { slug: string }) => g.slug === 'getting-started');
    expect(first).toMatchObject({ title: '처음 시작하기', category: 'beginner', has_content: true });
    expect(first.excerpt).toMatch(/^말랑 마을에 오신 걸 환영해요!/);
  });

  it('filters by category, and answers 400 for an unknown one', async () => {
    const { body } = await get('category=account');
    expect(slugs(body)).toEqual(['account-security', 'withdrawal', 'report-policy']);
    expect((await get('category=')).body.data.count).toBe(SEED_GUIDES.length + 1);
    const bad = await get('category=nope');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('category');
  });

  it('finds one- and two-character Korean terms, title matches first', async () => {
    expect(slugs((await get(`keyword=${encodeURIComponent('날개')}`)).body)).toEqual(['equipment-layers']);
    const one = slugs((await get(`keyword=${encodeURIComponent('등')}`)).body);
    // 등급 in a title beats 등 in a text.
    expect(one[0]).toBe('item-grades');
    expect(one).toEqual(expect.arrayContaining(['equipment-layers', 'item-grades']));
  });

  it('finds one- and two-character Chinese terms in the Chinese text only', async () => {
    expect(slugs((await get(`keyword=${encodeURIComponent('翅膀')}`, 'zh-TW')).body)).toEqual(['equipment-layers']);
    const single = await get(`keyword=${encodeURIComponent('蛋')}`, 'zh-TW');
    expect(slugs(single.body)).toEqual(['getting-started']);
    expect(single.body.data.results[0].title).toBe('新手入門');
    // The same Chinese word does not match Korean texts.
    expect((await get(`keyword=${encodeURIComponent('翅膀')}`)).body.data.count).toBe(0);
  });

  it('needs every space-separated term and combines with the category', async () => {
    expect(slugs((await get(`keyword=${encodeURIComponent('길드 주말')}`)).body)).toEqual(['guild-basics']);
    expect((await get(`keyword=${encodeURIComponent('길드 환불')}`)).body.data.count).toBe(0);
    expect(
      (await get(`category=trade&keyword=${encodeURIComponent('신고')}`)).body.data.results.map((g: { slug: string }) => g.slug),
    ).toEqual(['safe-trading']);
  });

  it('treats % and _ as text, not wildcards', async () => {
    expect(slugs((await get(`keyword=${encodeURIComponent('%')}`)).body)).toEqual(['event-bonus']);
    expect(slugs((await get(`keyword=${encodeURIComponent('100%')}`)).body)).toEqual(['event-bonus']);
    expect(slugs((await get(`keyword=${encodeURIComponent('M_2')}`)).body)).toEqual(['event-bonus']);
    expect((await get(`keyword=${encodeURIComponent('_')}`)).body.data.count).toBe(1);
    expect((await get(`keyword=${encodeURIComponent('\\')}`)).body.data.count).toBe(0);
  });

  it('marks a guide without a content source', async () => {
    const { body } = await get('category=guild');
    const empty = body.data.results.find((g: { slug: string }) => g.slug === 'guild-ornaments');
    expect(empty).toMatchObject({ has_content: false, excerpt: '' });
  });
});

describe('GET /api/v1/guides/{slug}/', () => {
  const one = (slug: string, lang = 'ko') => callRoute(detail, `/api/v1/guides/${slug}/?lang=${lang}`, { params: { slug } });

  it('answers the Markdown in the reader’s language with related guides of the category', async () => {
    const { status, body } = await one('equipment-layers', 'zh-TW');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ slug: 'equipment-layers', title: '裝備部位與繪製順序', has_content: true });
    expect(body.data.content).toContain('# 裝備部位與繪製順序');
    expect(body.data.related.map((g: { slug: string }) => g.slug)).toEqual(['slime-care', 'item-grades']);
  });

  it('answers null content (not an empty page) for a guide without a content source', async () => {
    const { status, body } = await one('guild-ornaments');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ content: null, has_content: false, title: '길드 장식 꾸미기 (준비 중)' });
  });

  it('answers 404 for an unknown, unpublished or malformed slug', async () => {
    for (const slug of ['nope', 'draft-guide', '../etc', 'UPPER']) {
      const res = await one(slug);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe(1400);
    }
  });
});
