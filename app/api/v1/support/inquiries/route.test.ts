import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { POLICY_LINKS } from '@/lib/constants';
import { createSession } from '@/lib/server/auth/session';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { SEED_GUIDES } from '@/lib/server/seed/data/guides';
import { addAdminReply, setStatus } from '@/lib/server/support';
import { callRoute } from '@/test/call-route';
import { POST as uploadImage } from '../inquiry-image/route';
import { POST as reply } from './[id]/replies/route';
import { POST as resolve } from './[id]/resolution/route';
import { GET as detail } from './[id]/route';
import { GET as list, POST as create } from './route';
import { clearOfWindowEdge } from '@/test/rate-window';

type Who = { id: number; auth: Record<string, string> };
let alice: Who;
let bob: Who;
let admin: Who;
let suspended: Who;
let carol: Who;

async function member(email: string, nickname: string, extra: Partial<typeof schema.users.$inferInsert> = {}): Promise<Who> {
  const db = await getDb();
  const [user] = await db
    .insert(schema.users)
    .values({ email, nickname, ...extra })
    .returning({ id: schema.users.id });
  return { id: user!.id, auth: { authorization: `Token ${await createSession(user!.id, 'web')}` } };
}

beforeAll(async () => {
  const db = await getDb();
  await db.insert(schema.guides).values(SEED_GUIDES.map((g, i) => ({ ...g, sortOrder: i })));
  alice = await member('alice@example.com', '앨리스');
  bob = await member('bob@example.com', '밥');
  carol = await member('carol@example.com', '캐럴');
  admin = await member('admin@example.com', '운영자', { role: 'admin' });
  suspended = await member('bad@example.com', '정지됨', {
    status: 'suspended',
    suspendedUntil: new Date(Date.now() + 86_400_000),
    suspensionReason: '광고',
  });
});
afterAll(() => closeDb());

const json = (who: Who | null, body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(who?.auth ?? {}) },
  body: JSON.stringify(body),
});
const send = (who: Who | null, body: unknown, lang = 'ko') => callRoute(create, `/api/v1/support/inquiries/?lang=${lang}`, json(who, body));
const read = (who: Who | null, id: number, lang = 'ko') =>
  callRoute(detail, `/api/v1/support/inquiries/${id}/?lang=${lang}`, { headers: who?.auth ?? {}, params: { id: String(id) } });
const answer = (who: Who, id: number, content: unknown) =>
  callRoute(reply, `/api/v1/support/inquiries/${id}/replies/`, { ...json(who, { content }), params: { id: String(id) } });
const judge = (who: Who, id: number, resolution: unknown) =>
  callRoute(resolve, `/api/v1/support/inquiries/${id}/resolution/`, { ...json(who, { resolution }), params: { id: String(id) } });

const wings = {
  category: 'bug',
  title: '천사 날개가 몸에 가려져요',
  content: '천사 날개를 장착했는데 날개 가운데가 슬라임 몸에 가려져서 반쪽만 보여요. 버그인가요?',
};

async function inquiryCount() {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(schema.inquiries);
  return row?.n ?? 0;
}

describe('POST /api/v1/support/inquiries/', () => {
  it('requires every field: each missing one is a field error, and nothing is written', async () => {
    const before = await inquiryCount();
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['category', { title: wings.title, content: wings.content }, 'categoryRequired'],
      ['category', { ...wings, category: '' }, 'categoryRequired'],
      ['category', { ...wings, category: 'lottery' }, 'categoryRequired'],
      ['title', { category: 'bug', content: wings.content }, 'titleRequired'],
      ['title', { ...wings, title: '   ' }, 'titleRequired'],
      ['content', { category: 'bug', title: wings.title }, 'contentRequired'],
      ['content', { ...wings, content: '' }, 'contentRequired'],
      ['title', { ...wings, title: 'x'.repeat(101) }, 'titleMax'],
      ['images', { ...wings, images: Array.from({ length: 6 }, (_, i) => `/uploads/inquiry/2026/01/${i}.webp`) }, 'tooManyImages'],
      ['images.0', { ...wings, images: ['https://evil.example/x.png'] }, 'imageInvalid'],
    ];
    for (const [field, body, message] of cases) {
      const { status, body: answerBody } = await send(alice, body);
      expect({ field, status, code: answerBody.code }).toEqual({ field, status: 400, code: 1000 });
      expect(answerBody.errors[field]).toEqual([message]);
    }
    const all = await send(alice, {});
    expect(Object.keys(all.body.errors).sort()).toEqual(['category', 'content', 'title']);
    expect(await inquiryCount()).toBe(before);
  });

  it('refuses images that are not the member’s own uploads', async () => {
    const before = await inquiryCount();
    const { status, body } = await send(alice, { ...wings, images: ['/uploads/inquiry/2026/01/someone-else.webp'] });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ images: ['imageInvalid'] });
    expect(await inquiryCount()).toBe(before);
  });

  it('answers 401 for guests and bad tokens, 403/1301 for a suspended member', async () => {
    expect((await send(null, wings)).status).toBe(401);
    expect((await send(null, wings)).body.code).toBe(1100);
    const badToken = await callRoute(create, '/api/v1/support/inquiries/', {
      ...json(null, wings),
      headers: { authorization: 'Token nope' },
    });
    expect(badToken.body.code).toBe(1101);
    const banned = await send(suspended, wings);
    expect(banned.status).toBe(403);
    expect(banned.body.code).toBe(1301);
    // A suspended member can still read their own list.
    const own = await callRoute(list, '/api/v1/support/inquiries/', { headers: suspended.auth });
    expect(own.status).toBe(200);
  });

  it('stores a Korean inquiry with an uploaded image; the guide bot answers at once with the best-matching guide', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#6c4' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'wings.png');
    const upload = await callRoute(uploadImage, '/api/v1/support/inquiry-image/', { method: 'POST', headers: alice.auth, body: form });
    expect(upload.status).toBe(201);
    expect(upload.body.data.url).toMatch(/^\/uploads\/inquiry\/\d{4}\/\d{2}\/[0-9a-f-]+\.webp$/);

    const { status, body } = await send(alice, { ...wings, images: [upload.body.data.url] });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      category: 'bug',
      title: wings.title,
      images: [upload.body.data.url],
      status: 'waiting',
      resolution: null,
      locale: 'ko',
      can_reply: true,
      can_resolve: false,
      can_follow_up: false,
    });
    expect(body.data.replies).toHaveLength(1);
    const bot = body.data.replies[0];
    expect(bot.author_type).toBe('bot');
    expect(bot.guides[0]).toMatchObject({ slug: 'equipment-layers', title: '장비 부위와 그려지는 순서' });
    expect(bot.guides.length).toBeLessThanOrEqual(3);
    expect(bot.content).toContain('가이드');
  });

  it('answers a Chinese inquiry in Chinese with the trading, trade-problem and report guides', async () => {
    const { status, body } = await send(
      bob,
      { category: 'report', title: '檢舉站外交易廣告帳號', content: '有個帳號一直在交易區留言「寶石最低價」，叫大家到外部網站交易。' },
      'zh-TW',
    );
    expect(status).toBe(201);
    expect(body.data.locale).toBe('zh-TW');
    const bot = body.data.replies[0];
    expect(bot.author_type).toBe('bot');
    // The FAQ on trade problems (report cash-trade offers) is the second pick since it exists.
    expect(bot.guides.map((g: { slug: string }) => g.slug)).toEqual(['safe-trading', 'faq-trade-problem', 'report-policy']);
    expect(bot.guides[0].title).toBe('安全交易');
    expect(bot.content).toMatch(/攻略/);
  });

  it('judges the language by the text, whatever the page language', async () => {
    const { body } = await send(
      carol,
      { category: 'faq', title: '經驗值珠的效果是多少？', content: '經驗值珠（小）和（大）分別加多少經驗值？' },
      'ko',
    );
    expect(body.data.locale).toBe('zh-TW');
    expect(body.data.replies[0].guides[0]).toMatchObject({ slug: 'slime-care' });
  });

  it('points to the help page when no guide matches', async () => {
    const { status, body } = await send(carol, {
      category: 'feature',
      title: '웹에서 채팅 지원 계획이 있나요?',
      content: 'PC로 보는데 불편해요.',
    });
    expect(status).toBe(201);
    expect(body.data.replies).toEqual([expect.objectContaining({ author_type: 'bot', guides: [] })]);
    expect(body.data.replies[0].content).toContain(`](${POLICY_LINKS.help})`);
  });

  it('limits a member to 5 inquiries an hour', async () => {
    await clearOfWindowEdge(60 * 60);
    const dave = await member('dave@example.com', '데이브');
    for (let i = 0; i < 5; i++) expect((await send(dave, { ...wings, title: `문의 ${i}` })).status).toBe(201);
    const sixth = await send(dave, wings);
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe(1700);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('reading inquiries', () => {
  let aliceInquiry: number;

  beforeAll(async () => {
    aliceInquiry = (await send(alice, { category: 'account', title: '비밀번호를 잊어버렸어요', content: '로그인이 안 돼요' })).body.data.id;
  });

  it('lists only the member’s own inquiries, newest first, with reply counts', async () => {
    const { status, body } = await callRoute(list, '/api/v1/support/inquiries/', { headers: alice.auth });
    expect(status).toBe(200);
    expect(body.data.results[0]).toMatchObject({ id: aliceInquiry, status: 'waiting', reply_count: 1, has_admin_reply: false });
    expect(body.data.results.every((r: { title: string }) => !r.title.includes('檢舉'))).toBe(true);
    const bobs = await callRoute(list, '/api/v1/support/inquiries/', { headers: bob.auth });
    expect(bobs.body.data.results.map((r: { id: number }) => r.id)).not.toContain(aliceInquiry);
    expect((await callRoute(list, '/api/v1/support/inquiries/')).status).toBe(401);
  });

  it('shows an inquiry to its owner and administrators only: another member gets 404', async () => {
    expect((await read(alice, aliceInquiry)).status).toBe(200);
    const other = await read(bob, aliceInquiry);
    expect(other.status).toBe(404);
    expect(other.body.code).toBe(1400);
    expect((await read(bob, 999_999)).status).toBe(404);
    expect((await read(null, aliceInquiry)).status).toBe(401);
    const asAdmin = await read(admin, aliceInquiry);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.data).toMatchObject({ can_reply: false, can_resolve: false });
  });

  it('keeps other members out of replies and resolutions too', async () => {
    expect((await answer(bob, aliceInquiry, '끼어들기')).status).toBe(404);
    expect((await judge(bob, aliceInquiry, 'resolved')).status).toBe(404);
  });
});

describe('status, replies, resolution and follow-ups', () => {
  let id: number;

  beforeAll(async () => {
    id = (await send(carol, { category: 'bug', title: '날개가 잘려 보여요', content: '등 장비 날개가 몸 뒤에 그려져요' })).body.data.id;
  });

  it('lets the member add text while open, with a field error for empty text', async () => {
    const empty = await answer(carol, id, '  ');
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ content: ['contentRequired'] });
    const ok = await answer(carol, id, '스크린샷도 있어요');
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ author_type: 'user', content: '스크린샷도 있어요', guides: [] });
  });

  it('refuses a resolution before an operator answers', async () => {
    const early = await judge(carol, id, 'resolved');
    expect(early.status).toBe(409);
    expect(early.body.code).toBe(1500);
    expect((await judge(carol, id, 'maybe')).status).toBe(400);
  });

  it('moves waiting → processing on an admin reply, then completed; never back to waiting', async () => {
    const adminReply = await addAdminReply(id, admin.id, '등 장비는 **뒤에** 그려지는 게 정상이에요.');
    expect(adminReply.author_type).toBe('admin');
    let view = (await read(carol, id)).body.data;
    expect(view.status).toBe('processing');
    expect(view.replies.map((r: { author_type: string }) => r.author_type)).toEqual(['bot', 'user', 'admin']);
    expect(view).toMatchObject({ has_admin_reply: true, can_resolve: true });

    await expect(setStatus(id, 'waiting', admin.id)).rejects.toMatchObject({ status: 409 });
    await expect(setStatus(id, 'completed', carol.id)).rejects.toMatchObject({ status: 403 });
    await expect(addAdminReply(id, carol.id, '나도 운영자')).rejects.toMatchObject({ status: 403 });
    await expect(setStatus(999_999, 'completed', admin.id)).rejects.toMatchObject({ status: 404 });
    const done = await setStatus(id, 'completed', admin.id);
    expect(done.status).toBe('completed');

    view = (await read(carol, id)).body.data;
    expect(view.can_reply).toBe(false);
    const late = await answer(carol, id, '하나 더요');
    expect(late.status).toBe(409);

    const db = await getDb();
    const notes = await db
      .select()
      .from(schema.notifications)
      .where(and(eq(schema.notifications.userId, carol.id), eq(schema.notifications.kind, 'inquiry_reply')));
    expect(notes).toHaveLength(1);
    const audit = await db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.targetId, String(id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['inquiry.reply', 'inquiry.status']);
  });

  it('lets the member mark an answered inquiry, and follow up only when not resolved', async () => {
    const resolved = await judge(carol, id, 'resolved');
    expect(resolved.status).toBe(200);
    expect(resolved.body.data).toMatchObject({ resolution: 'resolved', can_follow_up: false });
    const tooEarly = await send(carol, { ...wings, follow_up_of_id: id });
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.body.errors).toEqual({ follow_up_of_id: ['followUpNotAllowed'] });

    const unresolved = await judge(carol, id, 'unresolved');
    expect(unresolved.body.data).toMatchObject({ resolution: 'unresolved', can_follow_up: true });

    expect((await send(bob, { ...wings, follow_up_of_id: id })).status).toBe(404);
    const follow = await send(carol, { ...wings, title: '추가 문의: 날개가 잘려 보여요', follow_up_of_id: id });
    expect(follow.status).toBe(201);
    expect(follow.body.data).toMatchObject({
      follow_up_of_id: id,
      follow_up_of: { id, title: '날개가 잘려 보여요', status: 'completed' },
      status: 'waiting',
    });
    expect(follow.body.data.replies[0].author_type).toBe('bot');

    const original = (await read(carol, id)).body.data;
    expect(original.follow_ups).toEqual([expect.objectContaining({ id: follow.body.data.id, status: 'waiting' })]);
  });

  it('lets an administrator reopen a completed inquiry to processing', async () => {
    expect((await setStatus(id, 'processing', admin.id)).status).toBe('processing');
  });
});
