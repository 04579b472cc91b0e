import { count, eq } from 'drizzle-orm';
import { JSON_BODY_MAX_BYTES, UPLOAD_MAX_BYTES } from '@/lib/constants';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { INVALID_CHARACTERS } from '@/lib/validation/input';
import { ROUTES } from '@/app/api/routes.generated';
import { makeAdmin, makeItem } from '@/test/admin-fixtures';
import { callRoute } from '@/test/call-route';
import { openApiDocument } from '@/test/openapi';
import { asUser, json, makeComment, makePerson, makePost, seedCatalogue, type Person } from '@/test/people';
import { GET as adminGuides, POST as createGuide } from './admin/guides/route';
import { DELETE as revokeBadge } from './admin/members/[id]/badges/[badge]/route';
import { GET as adminMembers } from './admin/members/route';
import { GET as adminNotices, POST as createNotice } from './admin/notices/route';
import { GET as adminPosts } from './admin/posts/route';
import { POST as adminUpload } from './admin/uploads/route';
import { POST as postImage } from './community/post-image/route';
import { PUT as editComment } from './community/reply/[id]/route';
import { POST as createComment } from './community/reply/route';
import { GET as listPosts, POST as writePost } from './community/route';
import { GET as guides } from './guides/route';
import { GET as itemNames } from './item/search-name/route';
import { GET as items } from './items/route';
import { GET as itemSearch } from './items/search/route';
import { POST as inquiryImage } from './support/inquiry-image/route';
import { POST as inquiryReply } from './support/inquiries/[id]/replies/route';
import { POST as createInquiry } from './support/inquiries/route';
import { GET as nicknameAvailable } from './user/nickname/available/route';
import { PUT as setNickname } from './user/nickname/route';
import { POST as profileImage } from './user/profile-image/route';
import { PATCH as editProfile } from './user/profile/route';
import { POST as report } from './user/report/route';

// "Every input is refused cleanly": U+0000 (PostgreSQL text cannot hold it) in any text input,
// over-long text, an oversized upload and an oversized JSON body are refused with the usual
// envelope — 400 / 1000 with a field error, or 413 / 1600 — and nothing is written.

const NUL = '\u0000';
const LONG = 'ㅁ'.repeat(10_000);

let member: Person;
let admin: Person;
let postId: number;
let commentId: number;
let inquiryId: number;

beforeAll(async () => {
  await seedCatalogue();
  member = await makePerson('입력검사');
  admin = await makeAdmin({ nickname: '입력관리' });
  postId = (await makePost(member.id)).id;
  commentId = (await makeComment(postId, member.id)).id;
  const db = await getDb();
  const [inquiry] = await db
    .insert(schema.inquiries)
    .values({ userId: member.id, category: 'bug', title: '문의 제목', content: '문의 내용을 적었어요.' })
    .returning({ id: schema.inquiries.id });
  inquiryId = inquiry!.id;
});
afterAll(() => closeDb());

type Route = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Call = () => Promise<{ status: number; body: { code: number; errors?: Record<string, string[]> } }>;

// What each input could have written: the row count of its table, or the row it would change.
async function snapshot() {
  const db = await getDb();
  const n = async (table: Parameters<ReturnType<typeof db.select>['from']>[0]) => (await db.select({ n: count() }).from(table))[0]!.n;
  const [me] = await db.select().from(schema.users).where(eq(schema.users.id, member.id));
  const [comment] = await db.select().from(schema.comments).where(eq(schema.comments.id, commentId));
  return {
    posts: await n(schema.posts),
    comments: await n(schema.comments),
    inquiries: await n(schema.inquiries),
    inquiryReplies: await n(schema.inquiryReplies),
    reports: await n(schema.reports),
    notices: await n(schema.notices),
    guides: await n(schema.guides),
    uploads: await n(schema.uploads),
    me: { nickname: me!.nickname, statusMessage: me!.statusMessage },
    comment: comment!.content,
  };
}

const body = (method: string, value: unknown, who: Person) => json(method, value, who.auth);
const get = (fn: Route, path: string, who: Person | null = null) => callRoute(fn, path, asUser(who));
const q = (value: string) => encodeURIComponent(value);

const post = (fields: Record<string, unknown>) =>
  body('POST', { category_id: 25, title: '슬라임 키우기', content: '슬라임을 키우는 이야기를 적어요.', ...fields }, member);
const inquiry = (fields: Record<string, unknown>) =>
  body('POST', { category: 'bug', title: '날개가 가려져요', content: '날개가 몸에 가려져서 반만 보여요.', ...fields }, member);
const notice = (fields: Record<string, unknown>) =>
  body('POST', { title_ko: '점검 안내', title_zh_tw: '維護公告', content_ko: '## 점검', content_zh_tw: '## 維護', ...fields }, admin);
const guide = (fields: Record<string, unknown>) =>
  body(
    'POST',
    {
      slug: 'nul-guide',
      category: 'slime',
      title_ko: '먹이',
      title_zh_tw: '餵食',
      content_ko: '# 먹이',
      content_zh_tw: '# 餵食',
      ...fields,
    },
    admin,
  );

// [what, field, call]
const textInputs = (bad: string): [string, string, Call][] => [
  [
    'comment',
    'content',
    () => callRoute(createComment, '/api/v1/community/reply/', body('POST', { post_id: postId, content: `댓글${bad}` }, member)),
  ],
  [
    'comment edit',
    'content',
    () => callRoute(editComment, '/x', { ...body('PUT', { content: `고친 댓글${bad}` }, member), params: { id: String(commentId) } }),
  ],
  [
    'status message',
    'status_message',
    () => callRoute(editProfile, '/api/v1/user/profile/', body('PATCH', { status_message: `안녕${bad}` }, member)),
  ],
  [
    'nickname (profile)',
    'nickname',
    () => callRoute(editProfile, '/api/v1/user/profile/', body('PATCH', { nickname: `슬라${bad}` }, member)),
  ],
  ['nickname', 'nickname', () => callRoute(setNickname, '/api/v1/user/nickname/', body('PUT', { nickname: `슬라${bad}` }, member))],
  ['inquiry title', 'title', () => callRoute(createInquiry, '/api/v1/support/inquiries/', inquiry({ title: `제목${bad}` }))],
  ['inquiry content', 'content', () => callRoute(createInquiry, '/api/v1/support/inquiries/', inquiry({ content: `내용이에요${bad}` }))],
  [
    'inquiry follow-up',
    'content',
    () => callRoute(inquiryReply, '/x', { ...body('POST', { content: `추가 내용${bad}` }, member), params: { id: String(inquiryId) } }),
  ],
  [
    'report',
    'content',
    () =>
      callRoute(report, '/api/v1/user/report/', body('POST', { target_type: 'post', target_id: postId, content: `신고${bad}` }, member)),
  ],
  ['notice title', 'title_ko', () => callRoute(createNotice, '/api/v1/admin/notices/', notice({ title_ko: `점검${bad}` }))],
  ['notice content', 'content_zh_tw', () => callRoute(createNotice, '/api/v1/admin/notices/', notice({ content_zh_tw: `維護${bad}` }))],
  ['guide title', 'title_zh_tw', () => callRoute(createGuide, '/api/v1/admin/guides/', guide({ title_zh_tw: `餵食${bad}` }))],
  ['post title', 'title', () => callRoute(writePost, '/api/v1/community/', post({ title: `제목${bad}` }))],
  [
    'post content',
    'content',
    () => callRoute(writePost, '/api/v1/community/', post({ content: `슬라임 이야기를 적어요${bad} 열 글자 넘게요.` })),
  ],
];

describe('U+0000 in a text input', () => {
  it.each(textInputs(NUL))('%s: 400 / 1000 with a field error on %s, and nothing written', async (_what, field, call) => {
    const before = await snapshot();
    const res = await call();
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(1000);
    expect(res.body.errors?.[field]).toEqual([INVALID_CHARACTERS]);
    expect(await snapshot()).toEqual(before);
  });

  it('guide content (Markdown) is refused the same way', async () => {
    const before = await snapshot();
    const res = await callRoute(createGuide, '/api/v1/admin/guides/', guide({ content_ko: `# 먹이${NUL}` }));
    expect(res).toMatchObject({ status: 400, body: { code: 1000, errors: { content_ko: [INVALID_CHARACTERS] } } });
    expect(await snapshot()).toEqual(before);
  });

  it('reports every field that holds one, beside the other validation errors', async () => {
    const res = await callRoute(
      createInquiry,
      '/api/v1/support/inquiries/',
      inquiry({ title: `제목${NUL}`, content: `${NUL}`, category: 'x' }),
    );
    expect(res.status).toBe(400);
    // The empty-after-trimming content is not reported twice: one message per refused field.
    expect(res.body.errors).toEqual({ title: [INVALID_CHARACTERS], content: [INVALID_CHARACTERS], category: ['categoryRequired'] });
  });

  it('in an object key or a nested value, and in a multipart text field', async () => {
    const keyed = await callRoute(writePost, '/api/v1/community/', post({ [`x${NUL}`]: 1 }));
    expect(keyed).toMatchObject({ status: 400, body: { code: 1000, errors: { _: [INVALID_CHARACTERS] } } });
    const nested = await callRoute(
      report,
      '/api/v1/user/report/',
      body('POST', { target_type: 'post', target_id: postId, content: '신고', submit_item: { name: `검${NUL}` } }, member),
    );
    expect(nested).toMatchObject({ status: 400, body: { code: 1000, errors: { 'submit_item.name': [INVALID_CHARACTERS] } } });

    const form = new FormData();
    form.set('purpose', `item${NUL}`);
    form.set('image', new Blob([new Uint8Array(8)], { type: 'image/png' }), 'a.png');
    const uploaded = await callRoute(adminUpload, '/api/v1/admin/uploads/', { method: 'POST', headers: admin.auth, body: form });
    expect(uploaded).toMatchObject({ status: 400, body: { code: 1000, errors: { purpose: [INVALID_CHARACTERS] } } });
  });

  it('in a path parameter (a badge named by code)', async () => {
    const res = await callRoute(revokeBadge, '/x', {
      method: 'DELETE',
      headers: admin.auth,
      params: { id: String(member.id), badge: `first${NUL}` },
    });
    expect(res).toMatchObject({ status: 400, body: { code: 1000, errors: { badge: [INVALID_CHARACTERS] } } });
  });
});

describe('U+0000 in a search keyword', () => {
  const searches: [string, string, () => ReturnType<Call>][] = [
    ['post list / search', 'keyword', () => get(listPosts, `/api/v1/community/?keyword=${q(`슬라${NUL}`)}`)],
    ['post search by nickname', 'keyword', () => get(listPosts, `/api/v1/community/?search_type=nickname&keyword=${q(`${NUL}ab`)}`)],
    ['item catalogue', 'keyword', () => get(items, `/api/v1/items/?keyword=${q(`검${NUL}`)}`)],
    ['item search', 'keyword', () => get(itemSearch, `/api/v1/items/search/?keyword=${q(NUL)}`)],
    ['item name autocomplete', 'name', () => get(itemNames, `/api/v1/item/search-name/?name=${q(`검${NUL}`)}`)],
    ['guide book', 'keyword', () => get(guides, `/api/v1/guides/?keyword=${q(`먹이${NUL}`)}`)],
    ['nickname check', 'nickname', () => get(nicknameAvailable, `/api/v1/user/nickname/available/?nickname=${q(`슬라${NUL}`)}`)],
    ['admin members', 'q', () => get(adminMembers, `/api/v1/admin/members/?q=${q(`a${NUL}`)}`, admin)],
    ['admin posts', 'q', () => get(adminPosts, `/api/v1/admin/posts/?q=${q(`a${NUL}`)}`, admin)],
    ['admin notices', 'q', () => get(adminNotices, `/api/v1/admin/notices/?q=${q(`a${NUL}`)}`, admin)],
    ['admin guides', 'q', () => get(adminGuides, `/api/v1/admin/guides/?q=${q(`a${NUL}`)}`, admin)],
  ];
  it.each(searches)('%s: 400 / 1000 with a field error on %s', async (_what, field, call) => {
    const res = await call();
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(1000);
    expect(res.body.errors?.[field]).toEqual([INVALID_CHARACTERS]);
  });
});

describe('10,000 characters where a limit exists', () => {
  // Notice texts may hold 20,000 characters (guides 50,000): 10,000 is within their limit.
  const longInputs: [string, string, Call][] = [
    ...textInputs(LONG).filter(([what]) => !what.startsWith('nickname') && what !== 'notice content'),
    ['post search keyword', 'keyword', () => get(listPosts, `/api/v1/community/?keyword=${q(LONG)}`)],
    ['item search keyword', 'keyword', () => get(itemSearch, `/api/v1/items/search/?keyword=${q(LONG)}`)],
    ['guide keyword', 'keyword', () => get(guides, `/api/v1/guides/?keyword=${q(LONG)}`)],
    ['admin keyword', 'q', () => get(adminMembers, `/api/v1/admin/members/?q=${q(LONG)}`, admin)],
    ['nickname', 'nickname', () => callRoute(setNickname, '/api/v1/user/nickname/', body('PUT', { nickname: LONG }, member))],
  ];
  it.each(longInputs)('%s: 400 / 1000 with a field error on %s, and nothing written', async (_what, field, call) => {
    const before = await snapshot();
    const res = await call();
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(1000);
    expect(res.body.errors?.[field]?.length).toBeGreaterThan(0);
    expect(await snapshot()).toEqual(before);
  });
});

describe('bodies over the limit', () => {
  const TWENTY_MB = 20 * 1024 * 1024;

  // A multipart body of exactly `size` bytes, its one file filling it.
  function multipart(size: number, extra: Record<string, string> = {}) {
    const boundary = 'slime-boundary';
    const fields = Object.entries(extra)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('');
    const head = Buffer.from(
      `${fields}--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const data = Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x89), tail]);
    return { data, type: `multipart/form-data; boundary=${boundary}` };
  }

  const uploads: [string, Route, () => Person, Record<string, string>][] = [
    ['post image', postImage, () => member, {}],
    ['profile image', profileImage, () => member, {}],
    ['inquiry image', inquiryImage, () => member, {}],
    ['admin upload', adminUpload, () => admin, { purpose: 'item' }],
  ];

  it.each(uploads)('%s: a 20 MB upload with its Content-Length answers 413 / 1600, nothing stored', async (_what, route, who, extra) => {
    const person = who();
    const { data, type } = multipart(TWENTY_MB, extra);
    const before = await snapshot();
    const res = await callRoute(route, '/x', {
      method: 'POST',
      headers: { ...person.auth, 'content-type': type, 'content-length': String(data.length) },
      body: data,
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 1600, message: 'Files may be at most 5 MB' });
    expect(await snapshot()).toEqual(before);
  });

  it('an oversized upload without a Content-Length (streamed) answers 413 / 1600 too', async () => {
    const { data, type } = multipart(TWENTY_MB);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < data.length; at += 1 << 20) controller.enqueue(new Uint8Array(data.subarray(at, at + (1 << 20))));
        controller.close();
      },
    });
    const res = await callRoute(postImage, '/x', {
      method: 'POST',
      headers: { ...member.auth, 'content-type': type },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res).toMatchObject({ status: 413, body: { code: 1600 } });
  });

  it('a body cut off by the proxy (declared larger than what arrives) answers 413, not "image required"', async () => {
    // Next's proxy buffers at most 10 MB of a body and drops the rest; Content-Length still says 20 MB.
    const { data, type } = multipart(TWENTY_MB);
    const cut = data.subarray(0, 10 * 1024 * 1024);
    const res = await callRoute(postImage, '/x', {
      method: 'POST',
      headers: { ...member.auth, 'content-type': type, 'content-length': String(data.length) },
      body: cut,
    });
    expect(res).toMatchObject({ status: 413, body: { code: 1600 } });
  });

  it('an image just over 5 MB is still refused by the upload rules with 413, and a small bad body stays a 400', async () => {
    const { data, type } = multipart(UPLOAD_MAX_BYTES + 2048);
    const res = await callRoute(postImage, '/x', { method: 'POST', headers: { ...member.auth, 'content-type': type }, body: data });
    expect(res).toMatchObject({ status: 413, body: { code: 1600 } });
    const garbage = await callRoute(postImage, '/x', {
      method: 'POST',
      headers: { ...member.auth, 'content-type': 'multipart/form-data; boundary=x' },
      body: 'nope',
    });
    expect(garbage).toMatchObject({ status: 400, body: { code: 1000 } });
  });

  it(`a JSON body over ${JSON_BODY_MAX_BYTES} bytes answers 413 / 1600 without being parsed`, async () => {
    const before = await snapshot();
    const huge = JSON.stringify({ post_id: postId, content: 'ㅋ'.repeat(JSON_BODY_MAX_BYTES) });
    const declared = await callRoute(createComment, '/api/v1/community/reply/', {
      method: 'POST',
      headers: { ...member.auth, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(huge)) },
      body: huge,
    });
    expect(declared).toMatchObject({ status: 413, body: { code: 1600 } });
    // Without a Content-Length the reader stops counting at the cap.
    const undeclared = await callRoute(createComment, '/api/v1/community/reply/', {
      method: 'POST',
      headers: { ...member.auth, 'content-type': 'application/json' },
      body: huge,
    });
    expect(undeclared).toMatchObject({ status: 413, body: { code: 1600 } });
    for (const [route, path] of [
      [editProfile, '/api/v1/user/profile/'],
      [report, '/api/v1/user/report/'],
      [createGuide, '/api/v1/admin/guides/'],
    ] as const) {
      const who = route === createGuide ? admin : member;
      const res = await callRoute(route, path, {
        method: route === editProfile ? 'PATCH' : 'POST',
        headers: { ...who.auth, 'content-type': 'application/json' },
        body: huge,
      });
      expect(res).toMatchObject({ status: 413, body: { code: 1600 } });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('the largest legitimate JSON body — a guide with both texts at their limit — fits under the cap', async () => {
    const full = '가'.repeat(50_000);
    const res = await callRoute(
      createGuide,
      '/api/v1/admin/guides/',
      guide({ slug: 'longest-guide', content_ko: full, content_zh_tw: full }),
    );
    expect(res.status).toBe(201);
    // Escaped as \uXXXX, the same guide is still under the cap.
    const escaped = JSON.stringify({
      slug: 'longest-guide-2',
      category: 'slime',
      title_ko: '먹이',
      title_zh_tw: '餵食',
      content_ko: full,
      content_zh_tw: full,
    }).replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    expect(escaped.length).toBeLessThan(JSON_BODY_MAX_BYTES);
    const escapedRes = await callRoute(createGuide, '/api/v1/admin/guides/', {
      method: 'POST',
      headers: { ...admin.auth, 'content-type': 'application/json' },
      body: escaped,
    });
    expect(escapedRes.status).toBe(201);
  });
});

// ── Issue 26 §9: out-of-range and wrong-typed values anywhere, never a 500 ──────────────────────
//
// Every operation of the OpenAPI document (lib/server/openapi), called in-process through its route
// file, with each path, query and body parameter in turn replaced by a value out of range (past an
// int4 column, negative, infinite, past a double's integers) or of the wrong type (a number as a
// string, an array, an object, null), the rest of the request being otherwise well formed. Whatever
// the refusal, it is an answer (4xx): never a 500.

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
};
type Parameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; required?: boolean; schema?: JsonSchema };
type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };

// 1e309 cannot be written by JSON.stringify: the sentinel is swapped for it in the body's text.
const INFINITE = '\u0001infinite';
// Numbers get all of them; other values (text, choices, lists) a number and the wrong types.
const FOR_NUMBERS: unknown[] = [2147483648, -1, INFINITE, 99999999999999999999, '2', [], {}, null];
const FOR_OTHERS: unknown[] = [2147483648, [], {}, null];
const TEXT_FOR_NUMBERS = ['2147483648', '-1', '1e309', '99999999999999999999', '2.5', 'null', '[]'];
const TEXT_FOR_OTHERS = ['2147483648', '[]'];
const UUID_EXAMPLE = '00000000-0000-4000-8000-000000000000';

describe('issue 26 §9: every operation answers out-of-range and wrong-typed parameters without a 500', () => {
  // The document as /api/openapi.json serves it: the routes' contracts and the paths still described
  // by hand. Loading every route takes a while, so it is built before the tests, one per route file.
  let doc: { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, JsonSchema> } } = { paths: {} };
  beforeAll(async () => {
    doc = (await openApiDocument()) as unknown as typeof doc;
  });
  const deref = (schema: JsonSchema | undefined): JsonSchema => {
    let s = schema ?? {};
    for (let i = 0; s.$ref && i < 10; i++) s = doc.components?.schemas?.[s.$ref.replace('#/components/schemas/', '')] ?? {};
    return s;
  };
  const typeOf = (s: JsonSchema) => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type);
  // Real rows for the parameters that name one, so that a request reaches the rules behind them.
  let named: Record<string, unknown> = {};
  beforeAll(async () => {
    const item = await makeItem();
    named = {
      recipient_uuid: member.uuid,
      user_uuid: member.uuid,
      with: member.uuid,
      item_uuid: item.uuid,
      item_id: item.id,
      post_id: postId,
      comment_id: commentId,
    };
  });
  const TEXTS = [UUID_EXAMPLE, 'slime-guide', '/uploads/posts/a.png', '/art/items/royal-crown.png', '#33aa66', 'abc', '1', 'ko'];

  // The smallest value the schema accepts, as far as a sketch can tell: enough for the request to
  // reach the rules behind its validation when one parameter at a time is made wrong.
  function sample(schema: JsonSchema | undefined, name = '', depth = 0): unknown {
    const s = deref(schema);
    if (name in named) return named[name];
    if ('const' in s) return s.const;
    if (s.enum?.length) return s.enum[0];
    if (s.default !== undefined) return s.default;
    const options = s.anyOf ?? s.oneOf;
    if (options) return sample(options.find((o) => typeOf(deref(o)) !== 'null') ?? options[0], name, depth);
    if (s.allOf) return Object.assign({}, ...s.allOf.map((part) => sample(part, name, depth)));
    switch (typeOf(s)) {
      case 'object': {
        const out: Record<string, unknown> = {};
        if (depth < 4) for (const key of s.required ?? []) out[key] = sample(s.properties?.[key], key, depth + 1);
        return out;
      }
      case 'array':
        return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items, name, depth + 1));
      case 'integer':
      case 'number':
        return Math.max(1, s.minimum ?? 1, s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
      case 'boolean':
        return true;
      case 'string': {
        if (s.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
        if (s.format === 'email') return 'sweep@example.com';
        if (s.format === 'uri' || s.format === 'url') return 'https://example.com/a';
        if (s.format === 'uuid') return UUID_EXAMPLE;
        if (s.pattern) {
          const re = new RegExp(s.pattern, 'u');
          const fit = TEXTS.find((t) => re.test(t));
          if (fit) return fit;
        }
        const text = '슬라임 이야기를 적어 봐요. 열 글자가 넘게요.';
        return text.slice(0, Math.max(s.minLength ?? 1, Math.min(text.length, s.maxLength ?? text.length)));
      }
      default:
        return name.endsWith('_id') || name === 'id' ? 1 : 'x';
    }
  }

  const numeric = (schema: JsonSchema | undefined): boolean => {
    const s = deref(schema);
    const options = s.anyOf ?? s.oneOf ?? s.allOf;
    if (options) return options.some(numeric);
    return typeOf(s) === 'integer' || typeOf(s) === 'number';
  };

  // Every place in a body a value can sit: its properties, those of nested objects, and the
  // first element of each array; each with whether a number belongs there.
  type Place = { path: (string | number)[]; numeric: boolean };
  function places(schema: JsonSchema | undefined, path: (string | number)[] = [], depth = 0): Place[] {
    const s = deref(schema);
    if (depth > 4) return [];
    const options = s.anyOf ?? s.oneOf ?? s.allOf;
    if (options) return options.flatMap((o) => places(o, path, depth + 1));
    const at = (key: string | number, child: JsonSchema | undefined): Place[] => [
      { path: [...path, key], numeric: numeric(child) },
      ...places(child, [...path, key], depth + 1),
    ];
    if (typeOf(s) === 'object' && s.properties) return Object.entries(s.properties).flatMap(([key, child]) => at(key, child));
    if (typeOf(s) === 'array' && s.items) return at(0, s.items);
    return [];
  }

  function placed(base: unknown, path: (string | number)[], value: unknown): unknown {
    const root = structuredClone(base ?? {}) as Record<string | number, unknown>;
    let at: Record<string | number, unknown> = root;
    path.forEach((key, i) => {
      if (i === path.length - 1) {
        at[key] = value;
        return;
      }
      const next = path[i + 1];
      if (typeof at[key] !== 'object' || at[key] === null) at[key] = typeof next === 'number' ? [] : {};
      at = at[key] as Record<string | number, unknown>;
    });
    return root;
  }

  const text = (body: unknown) => JSON.stringify(body).replaceAll(`"${INFINITE}"`, '1e309');

  type Case = {
    method: string;
    path: string;
    where: string;
    value: unknown;
    build: () => { url: string; init: RequestInit; params: Record<string, string> };
  };
  const operationsAt = (path: string): [string, Operation][] =>
    Object.entries(doc.paths[path] ?? {})
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => [method.toUpperCase(), op]);

  function casesOf(method: string, path: string, op: Operation): Case[] {
    const parameters = (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
    const pathParams = Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => [p.name, String(sample(p.schema, p.name))]));
    const query = Object.fromEntries(
      parameters.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, String(sample(p.schema, p.name))]),
    );
    const content = op.requestBody?.content ?? {};
    const jsonSchema = content['application/json']?.schema;
    const body = jsonSchema ? sample(jsonSchema) : undefined;
    const build = (params: Record<string, string>, q: Record<string, string | string[]>, b: unknown, raw?: string) => () => {
      const search = new URLSearchParams();
      for (const [k, v] of Object.entries(q)) for (const one of [v].flat()) search.append(k, one);
      const url = `/api${path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? '1'))}${search.size ? `?${search}` : ''}`;
      const init: RequestInit = { method, headers: { ...admin.auth, 'content-type': 'application/json' } };
      if (method !== 'GET' && (b !== undefined || raw !== undefined)) init.body = raw ?? text(b);
      return { url, init, params };
    };
    const cases: Case[] = [];
    for (const p of parameters) {
      for (const value of numeric(p.schema) ? TEXT_FOR_NUMBERS : TEXT_FOR_OTHERS) {
        const where = `${p.in} ${p.name}`;
        if (p.in === 'path') cases.push({ method, path, where, value, build: build({ ...pathParams, [p.name]: value }, query, body) });
        else cases.push({ method, path, where, value, build: build(pathParams, { ...query, [p.name]: value }, body) });
      }
      if (p.in === 'query')
        cases.push({
          method,
          path,
          where: `query ${p.name}`,
          value: ['1', '2'],
          build: build(pathParams, { ...query, [p.name]: ['1', '2'] }, body),
        });
    }
    if (jsonSchema && method !== 'GET') {
      const seen = new Set<string>();
      for (const place of places(jsonSchema)) {
        const key = place.path.join('.');
        if (seen.has(key)) continue;
        seen.add(key);
        for (const value of place.numeric ? FOR_NUMBERS : FOR_OTHERS)
          cases.push({ method, path, where: `body ${key}`, value, build: build(pathParams, query, placed(body, place.path, value)) });
      }
      cases.push({ method, path, where: 'body', value: 'an array', build: build(pathParams, query, undefined, '[1]') });
    }
    return cases;
  }

  const routeOf = async (path: string) =>
    (await import(`@/app/api${path.replace(/\{(\w+)\}/g, '[$1]').replace(/\/$/, '')}/route`)) as Record<string, Route>;

  it('covers the whole document', () => {
    expect(Object.keys(doc.paths).flatMap(operationsAt).length).toBeGreaterThan(150);
  });

  it.each(ROUTES.map((r) => r.path))('%s', async (path) => {
    const failures: string[] = [];
    for (const [method, op] of operationsAt(path)) {
      const route = (await routeOf(path))[method];
      expect(route).toBeDefined();
      const cases = casesOf(method, path, op);
      // A few at a time: the database waits overlap with the next request's parsing.
      for (let at = 0; at < cases.length; at += 4) {
        await Promise.all(
          cases.slice(at, at + 4).map(async (c) => {
            const { url, init, params } = c.build();
            const res = await route!(new Request(`http://localhost${url}`, init), { params: Promise.resolve(params) });
            if (res.status === 500) failures.push(`${method} ${c.where} = ${JSON.stringify(c.value)}: ${res.status} ${await res.text()}`);
            else await res.body?.cancel();
          }),
        );
      }
    }
    expect(failures).toEqual([]);
  });
});
