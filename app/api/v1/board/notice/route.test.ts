import { closeDb, getDb, schema } from '@/lib/server/db';
import { callRoute } from '@/test/call-route';
import { GET as detail } from './[id]/route';
import { GET as list } from './route';

beforeAll(async () => {
  const db = await getDb();
  const day = 24 * 60 * 60 * 1000;
  await db.insert(schema.notices).values(
    Array.from({ length: 12 }, (_, i) => ({
      kind: i % 2 ? ('event' as const) : ('notice' as const),
      titleKo: `점검 안내 ${i + 1}`,
      titleZhTw: `維護公告 ${i + 1}`,
      contentKo: `## 안내\n\n**${i + 1}번째** 공지 내용입니다.`,
      contentZhTw: `## 說明\n\n第 **${i + 1}** 則公告內容。`,
      isPinned: i === 0,
      publishedAt: new Date(Date.now() - (12 - i) * day),
    })),
  );
  await db.insert(schema.notices).values({
    titleKo: '삭제된 공지',
    titleZhTw: '已刪除',
    contentKo: 'x',
    contentZhTw: 'x',
    deletedAt: new Date(),
  });
});

afterAll(() => closeDb());

describe('GET /api/v1/board/notice/', () => {
  it('answers the envelope with a page of 10, pinned first, then newest, deleted ones left out', async () => {
    const { status, body } = await callRoute(list, '/api/v1/board/notice/');
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data.count).toBe(12);
    expect(body.data.results).toHaveLength(10);
    expect(body.data.results[0]).toMatchObject({ title: '점검 안내 1', is_pinned: true });
    expect(body.data.results[1].title).toBe('점검 안내 12');
    expect(body.data.previous).toBeNull();
    expect(body.data.next).toBe('/api/v1/board/notice/?page=2');
    expect(body.data.results[0].excerpt).toBe('안내 1번째 공지 내용입니다.');
  });

  it('serves the second page and keeps other query parameters in the links', async () => {
    const { body } = await callRoute(list, '/api/v1/board/notice/?page=2&kind=notice');
    expect(body.data.count).toBe(6);
    expect(body.data.results).toHaveLength(0);
    expect(body.data.previous).toBe('/api/v1/board/notice/?page=1&kind=notice');
  });

  it('answers in Traditional Chinese for ?lang=zh-TW and for a zh-TW browser', async () => {
    const byParam = await callRoute(list, '/api/v1/board/notice/?lang=zh-TW');
    expect(byParam.body.data.results[0].title).toBe('維護公告 1');
    const byHeader = await callRoute(list, '/api/v1/board/notice/', { headers: { 'accept-language': 'zh-TW,zh;q=0.9' } });
    expect(byHeader.body.data.results[0].title).toBe('維護公告 1');
    const byCookie = await callRoute(list, '/api/v1/board/notice/', {
      headers: { cookie: 'NEXT_LOCALE=ko', 'accept-language': 'zh-TW' },
    });
    expect(byCookie.body.data.results[0].title).toBe('점검 안내 1');
  });

  it('refuses a bad page with a validation error per field', async () => {
    const { status, body } = await callRoute(list, '/api/v1/board/notice/?page=0&kind=nope');
    expect(status).toBe(400);
    expect(body.code).toBe(1000);
    expect(Object.keys(body.errors).sort()).toEqual(['kind', 'page']);
  });
});

describe('GET /api/v1/board/notice/{id}/', () => {
  it('answers one notice with its Markdown', async () => {
    const first = (await callRoute(list, '/api/v1/board/notice/')).body.data.results[0];
    const { status, body } = await callRoute(detail, `/api/v1/board/notice/${first.id}/`, { params: { id: String(first.id) } });
    expect(status).toBe(200);
    expect(body.data.content).toContain('**1번째**');
  });

  it('answers 404 for a missing or deleted notice and 400 for a bad id', async () => {
    const missing = await callRoute(detail, '/api/v1/board/notice/99999/', { params: { id: '99999' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 1400 });
    const bad = await callRoute(detail, '/api/v1/board/notice/abc/', { params: { id: 'abc' } });
    expect(bad.status).toBe(400);
  });
});
