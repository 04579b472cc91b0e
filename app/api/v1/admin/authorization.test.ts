import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { callRoute } from '@/test/call-route';
import {
  auditCount,
  jsonBody,
  makeAccount,
  makeAdmin,
  makeComment,
  makeInquiry,
  makeItem,
  makePost,
  makeReport,
  makeSuspended,
  seedBasics,
  tableBody,
  type Account,
} from '@/test/admin-fixtures';

// The authorization matrix (issue 8): every administration endpoint — found by walking
// app/api/v1/admin/**/route.ts, so a new one cannot escape — called as a guest (401 / 1100), a
// member (403 / 1300), a suspended member (403 / 1301) and an administrator (its expected
// success). Every administrator write must also add a row to the audit log.

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Call = { params?: Record<string, string>; body?: unknown; query?: string; init?: RequestInit };
type Expectation = { status: number; call?: () => Promise<Call> };

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const ROOT = __dirname;

function routeFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return routeFiles(full);
      return entry.name === 'route.ts' ? [full] : [];
    })
    .sort();
}

// `/api/v1/admin/members/[id]/` from app/api/v1/admin/members/[id]/route.ts
const routePath = (file: string) => `/api/v1/admin/${path.relative(ROOT, path.dirname(file)).split(path.sep).filter(Boolean).join('/')}/`.replace(/\/+/g, '/');

let admin: Account;
let member: Account;
let suspended: Account;
let author: Account;
const ids: Record<string, number> = {};

beforeAll(async () => {
  await seedBasics();
  [admin, member, suspended, author] = await Promise.all([makeAdmin(), makeAccount(), makeSuspended(), makeAccount()]);
  const db = await getDb();
  const post = await makePost(author.id);
  const comment = await makeComment(post.id, member.id);
  await makeReport(member.id, 'post', post.id);
  const items = await Promise.all([makeItem(), makeItem()]);
  const [notice] = await db.insert(schema.notices).values({ titleKo: '점검', titleZhTw: '維護', contentKo: '내용', contentZhTw: '內容' }).returning();
  const [guide] = await db.insert(schema.guides).values({ slug: 'start', category: 'beginner', titleKo: '시작', titleZhTw: '開始', contentKo: '# 시작' }).returning();
  const [banner] = await db.insert(schema.banners).values({ titleKo: '이벤트', titleZhTw: '活動', image: '/art/banners/spring.png' }).returning();
  const inquiry = await makeInquiry(member.id);
  Object.assign(ids, {
    post: post.id,
    comment: comment.id,
    item: items[0]!.id,
    item2: items[1]!.id,
    notice: notice!.id,
    guide: guide!.id,
    banner: banner!.id,
    inquiry: inquiry.id,
  });
});

afterAll(() => closeDb());

async function png(width: number, height: number): Promise<Blob> {
  const buffer = await sharp({ create: { width, height, channels: 4, background: { r: 120, g: 200, b: 90, alpha: 1 } } }).png().toBuffer();
  return new Blob([new Uint8Array(buffer)], { type: 'image/png' });
}

async function newTable(): Promise<number> {
  const { saveTable } = await import('@/lib/server/probability');
  const { note, ...body } = tableBody([ids.item!, ids.item2!]);
  return (await saveTable(body, admin.id, note)).id;
}

const id = (key: string) => String(ids[key]);

// What an administrator's call sends and answers, per `METHOD path`.
const EXPECTED: Record<string, Expectation> = {
  'GET /api/v1/admin/overview/': { status: 200 },
  'GET /api/v1/admin/reports/': { status: 200 },
  'GET /api/v1/admin/reports/[type]/[id]/': { status: 200, call: async () => ({ params: { type: 'post', id: id('post') } }) },
  'POST /api/v1/admin/reports/[type]/[id]/resolve/': {
    status: 200,
    call: async () => {
      const post = await makePost(author.id);
      await makeReport(member.id, 'post', post.id);
      return { params: { type: 'post', id: String(post.id) }, body: { action: 'hide' } };
    },
  },
  'GET /api/v1/admin/members/': { status: 200 },
  'GET /api/v1/admin/members/[id]/': { status: 200, call: async () => ({ params: { id: String(member.id) } }) },
  'GET /api/v1/admin/members/[id]/activity/': { status: 200, call: async () => ({ params: { id: String(member.id) }, query: '?kind=reports_made' }) },
  'POST /api/v1/admin/members/[id]/suspension/': {
    status: 200,
    call: async () => ({ params: { id: String((await makeAccount()).id) }, body: { reason: '욕설', until: new Date(Date.now() + 86_400_000).toISOString() } }),
  },
  'DELETE /api/v1/admin/members/[id]/suspension/': { status: 200, call: async () => ({ params: { id: String((await makeSuspended()).id) } }) },
  'PUT /api/v1/admin/members/[id]/role/': { status: 200, call: async () => ({ params: { id: String((await makeAccount()).id) }, body: { role: 'admin' } }) },
  'POST /api/v1/admin/members/[id]/badges/': { status: 201, call: async () => ({ params: { id: String((await makeAccount()).id) }, body: { badge: 'spring_picnic' } }) },
  'DELETE /api/v1/admin/members/[id]/badges/[badge]/': {
    status: 200,
    call: async () => {
      const { grantBadge } = await import('@/lib/server/people/badges');
      const someone = await makeAccount();
      await grantBadge(admin.id, someone.id, 'spring_picnic');
      return { params: { id: String(someone.id), badge: 'spring_picnic' } };
    },
  },
  'GET /api/v1/admin/posts/': { status: 200 },
  'PATCH /api/v1/admin/posts/[id]/': { status: 200, call: async () => ({ params: { id: id('post') }, body: { is_pinned: true } }) },
  'DELETE /api/v1/admin/posts/[id]/': { status: 200, call: async () => ({ params: { id: String((await makePost(author.id)).id) } }) },
  'PATCH /api/v1/admin/comments/[id]/': { status: 200, call: async () => ({ params: { id: id('comment') }, body: { is_hidden: true } }) },
  'DELETE /api/v1/admin/comments/[id]/': { status: 200, call: async () => ({ params: { id: String((await makeComment(ids.post!, member.id)).id) } }) },
  'GET /api/v1/admin/boards/': { status: 200 },
  'GET /api/v1/admin/notices/': { status: 200 },
  'POST /api/v1/admin/notices/': {
    status: 201,
    call: async () => ({ body: { title_ko: '새 공지', title_zh_tw: '新公告', content_ko: '**내용**', content_zh_tw: '**內容**' } }),
  },
  'GET /api/v1/admin/notices/[id]/': { status: 200, call: async () => ({ params: { id: id('notice') } }) },
  'PATCH /api/v1/admin/notices/[id]/': { status: 200, call: async () => ({ params: { id: id('notice') }, body: { is_pinned: true } }) },
  'DELETE /api/v1/admin/notices/[id]/': {
    status: 200,
    call: async () => {
      const db = await getDb();
      const [row] = await db.insert(schema.notices).values({ titleKo: '지울 공지', titleZhTw: '刪除', contentKo: 'x', contentZhTw: 'x' }).returning();
      return { params: { id: String(row!.id) } };
    },
  },
  'GET /api/v1/admin/guides/': { status: 200 },
  'POST /api/v1/admin/guides/': {
    status: 201,
    call: async () => ({ body: { slug: `guide-${Date.now()}`, category: 'slime', title_ko: '먹이', title_zh_tw: '餵食', content_ko: '## 먹이' } }),
  },
  'GET /api/v1/admin/guides/[id]/': { status: 200, call: async () => ({ params: { id: id('guide') } }) },
  'PATCH /api/v1/admin/guides/[id]/': { status: 200, call: async () => ({ params: { id: id('guide') }, body: { published: false } }) },
  'GET /api/v1/admin/probability/': { status: 200 },
  'POST /api/v1/admin/probability/': { status: 201, call: async () => ({ body: tableBody([ids.item!, ids.item2!]) }) },
  'GET /api/v1/admin/probability/[id]/': { status: 200, call: async () => ({ params: { id: String(await newTable()) } }) },
  'PUT /api/v1/admin/probability/[id]/': {
    status: 200,
    call: async () => ({ params: { id: String(await newTable()) }, body: tableBody([ids.item!, ids.item2!], 1_000_000, { note: { ko: '수정', zh_tw: '修改' } }) }),
  },
  'GET /api/v1/admin/items/': { status: 200 },
  'POST /api/v1/admin/items/': {
    status: 201,
    call: async () => ({ body: { name_ko: '새 모자', name_zh_tw: '新帽子', image: '/art/items/royal-crown.png', item_type: 'EQUIPMENT_HAT', item_rating: 'S' } }),
  },
  'GET /api/v1/admin/items/[id]/': { status: 200, call: async () => ({ params: { id: id('item') } }) },
  'PUT /api/v1/admin/items/[id]/': {
    status: 200,
    call: async () => ({
      params: { id: id('item') },
      body: { name_ko: '고친 모자', name_zh_tw: '改過的帽子', image: '/art/items/royal-crown.png', item_type: 'EQUIPMENT_HAT', item_rating: 'B' },
    }),
  },
  'POST /api/v1/admin/uploads/': {
    status: 201,
    call: async () => {
      const form = new FormData();
      form.set('purpose', 'sprite');
      form.set('frames', '4');
      form.set('image', await png(64, 16), 'sheet.png');
      return { init: { method: 'POST', body: form } };
    },
  },
  'GET /api/v1/admin/banners/': { status: 200 },
  'POST /api/v1/admin/banners/': {
    status: 201,
    call: async () => ({ body: { title_ko: '봄 이벤트', title_zh_tw: '春季活動', image: '/art/banners/spring.png', link_url: '/community' } }),
  },
  'PUT /api/v1/admin/banners/order/': {
    status: 200,
    call: async () => {
      const db = await getDb();
      const rows = await db.select({ id: schema.banners.id }).from(schema.banners);
      return { body: { ids: rows.map((r) => r.id).reverse() } };
    },
  },
  'PATCH /api/v1/admin/banners/[id]/': { status: 200, call: async () => ({ params: { id: id('banner') }, body: { active: false } }) },
  'DELETE /api/v1/admin/banners/[id]/': {
    status: 200,
    call: async () => {
      const db = await getDb();
      const [row] = await db.insert(schema.banners).values({ titleKo: '지울 배너', titleZhTw: '刪除', image: '/art/banners/spring.png' }).returning();
      return { params: { id: String(row!.id) } };
    },
  },
  'GET /api/v1/admin/inquiries/': { status: 200 },
  'GET /api/v1/admin/inquiries/[id]/': { status: 200, call: async () => ({ params: { id: id('inquiry') } }) },
  'POST /api/v1/admin/inquiries/[id]/replies/': { status: 201, call: async () => ({ params: { id: id('inquiry') }, body: { content: '확인해 볼게요.' } }) },
  'PUT /api/v1/admin/inquiries/[id]/status/': {
    status: 200,
    call: async () => ({ params: { id: String((await makeInquiry(member.id)).id) }, body: { status: 'processing' } }),
  },
  'GET /api/v1/admin/audit/': { status: 200 },
  'GET /api/v1/admin/audit/actions/': { status: 200 },
};

const endpoints = routeFiles(ROOT).flatMap((file) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require(file) as Record<string, unknown>;
  return METHODS.filter((m) => typeof mod[m] === 'function').map((method) => ({ method, path: routePath(file), fn: mod[method] as Handler }));
});

function request(method: string, p: string, auth: Record<string, string>, call: Call = {}) {
  const init: RequestInit = call.init
    ? { ...call.init, headers: { ...auth, ...(call.init.headers as Record<string, string> | undefined) } }
    : call.body !== undefined
      ? jsonBody(method, call.body, auth)
      : { method, headers: auth };
  return { url: `${p}${call.query ?? ''}`, init: { ...init, params: call.params ?? {} } };
}

it('finds every administration endpoint, and each has an expectation here', () => {
  expect(endpoints.length).toBeGreaterThanOrEqual(45);
  const missing = endpoints.map((e) => `${e.method} ${e.path}`).filter((key) => !(key in EXPECTED));
  expect(missing).toEqual([]);
  const stale = Object.keys(EXPECTED).filter((key) => !endpoints.some((e) => `${e.method} ${e.path}` === key));
  expect(stale).toEqual([]);
});

describe.each(endpoints.map((e) => [`${e.method} ${e.path}`, e] as const))('%s', (key, endpoint) => {
  it('answers 401 / 1100 to a guest', async () => {
    const { url, init } = request(endpoint.method, endpoint.path, {});
    const res = await callRoute(endpoint.fn, url, init);
    expect(res).toMatchObject({ status: 401, body: { code: 1100 } });
  });

  it('answers 403 / 1300 to a member and 403 / 1301 to a suspended member', async () => {
    const asMember = request(endpoint.method, endpoint.path, member.auth);
    expect(await callRoute(endpoint.fn, asMember.url, asMember.init)).toMatchObject({ status: 403, body: { code: 1300 } });
    const asSuspended = request(endpoint.method, endpoint.path, suspended.auth);
    const res = await callRoute(endpoint.fn, asSuspended.url, asSuspended.init);
    expect(res).toMatchObject({ status: 403, body: { code: 1301, meta: { reason: '도배' } } });
  });

  it('serves an administrator, and records every write in the audit log', async () => {
    const expected = EXPECTED[key]!;
    const call = expected.call ? await expected.call() : {};
    const before = await auditCount();
    const { url, init } = request(endpoint.method, endpoint.path, admin.auth, call);
    const res = await callRoute(endpoint.fn, url, init);
    if (res.status !== expected.status) throw new Error(`${key}: ${res.status} ${JSON.stringify(res.body)}`);
    expect(res.body.code).toBe(0);
    if (endpoint.method !== 'GET' && key !== 'POST /api/v1/admin/uploads/') expect(await auditCount()).toBeGreaterThan(before);
    if (endpoint.method === 'GET') expect(await auditCount()).toBe(before);
  });
});

it('checks the administrator on every call: a member made administrator gets in, and loses it with the role', async () => {
  const db = await getDb();
  const promoted = await makeAccount();
  const overview = endpoints.find((e) => e.path === '/api/v1/admin/overview/' && e.method === 'GET')!;
  expect((await callRoute(overview.fn, overview.path, { headers: promoted.auth })).status).toBe(403);
  await db.update(schema.users).set({ role: 'admin' }).where(eq(schema.users.id, promoted.id));
  expect((await callRoute(overview.fn, overview.path, { headers: promoted.auth })).status).toBe(200);
  await db.update(schema.users).set({ role: 'member' }).where(eq(schema.users.id, promoted.id));
  expect((await callRoute(overview.fn, overview.path, { headers: promoted.auth })).status).toBe(403);
});
