import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { callRoute } from '@/test/call-route';
import { applyDueVersions } from '@/lib/server/probability/schedule';
import {
  jsonBody,
  makeAccount,
  makeAdmin,
  makeInquiry,
  makeItem,
  makePost,
  seedBasics,
  tableBody,
  type Account,
} from '@/test/admin-fixtures';
import { GET as publicNotices } from '../board/notice/route';
import { GET as publicGuide } from '../guides/[slug]/route';
import { GET as communityList } from '../community/route';
import { GET as publicTable } from '../probability/[kind]/[id]/route';
import { PUT as reorder } from './banners/order/route';
import { GET as bannerList, POST as createBanner } from './banners/route';
import { PATCH as editGuide } from './guides/[id]/route';
import { POST as createGuide } from './guides/route';
import { PUT as setStatus } from './inquiries/[id]/status/route';
import { POST as replyInquiry } from './inquiries/[id]/replies/route';
import { GET as inquiryList } from './inquiries/route';
import { PUT as editItem } from './items/[id]/route';
import { POST as createItem } from './items/route';
import { DELETE as revokeBadge } from './members/[id]/badges/[badge]/route';
import { POST as grantBadge } from './members/[id]/badges/route';
import { PUT as setRole } from './members/[id]/role/route';
import { GET as memberDetail } from './members/[id]/route';
import { DELETE as lift, POST as suspend } from './members/[id]/suspension/route';
import { GET as memberSearch } from './members/route';
import { DELETE as deleteNotice, PATCH as editNotice } from './notices/[id]/route';
import { POST as createNotice } from './notices/route';
import { PATCH as moderatePost } from './posts/[id]/route';
import { GET as getTable, PUT as putTable } from './probability/[id]/route';
import { POST as postTable } from './probability/route';
import { POST as upload } from './uploads/route';

// Content, members and support for administrators: each action's effect.

let admin: Account;
let member: Account;

beforeAll(async () => {
  await seedBasics();
  admin = await makeAdmin({ nickname: '관리자' });
  member = await makeAccount({ nickname: '말랑이', email: 'mallang@example.com', phone: '+821055510001' });
});
afterAll(() => closeDb());

const as = <P extends Record<string, string> = Record<string, never>>(who: Account, method: string, body: unknown, params?: P) => ({
  ...jsonBody(method, body, who.auth),
  params: (params ?? {}) as P,
});

describe('probability tables', () => {
  it('refuses rates adding up to 99.9999 % with the sum, changes nothing, and publishes a valid change with its note', async () => {
    const items = await Promise.all([makeItem(), makeItem(), makeItem()]);
    const ids = items.map((i) => i.id);
    const created = await callRoute(postTable, '/api/v1/admin/probability/', as(admin, 'POST', tableBody(ids)));
    expect(created.status).toBe(201);
    const tableId = created.body.data.id as number;

    const refused = await callRoute(
      putTable,
      '/x',
      as(admin, 'PUT', tableBody(ids, 999_999, { note: { ko: '확률 조정', zh_tw: '機率調整' } }), { id: String(tableId) }),
    );
    expect(refused).toMatchObject({
      status: 400,
      body: { code: 1000, errors: { rates: ['sumMustBe100'] }, meta: { rates_sum: 999_999, expected: 1_000_000 } },
    });
    const unchanged = await callRoute(getTable, '/x', { headers: admin.auth, params: { id: String(tableId) } });
    expect(unchanged.body.data.total_rate_micros).toBe(1_000_000);
    expect(unchanged.body.data.history).toHaveLength(1);

    const changed = tableBody(ids, 1_000_000, { note: { ko: '전설 확률 상향', zh_tw: '傳說機率提高' } });
    (changed.entries as { rate_micros: number }[])[0]!.rate_micros = 700_000;
    (changed.entries as { rate_micros: number }[])[1]!.rate_micros = 200_000;
    // The second outcome's rate falls: not at once, only after the notice.
    const early = await callRoute(putTable, '/x', as(admin, 'PUT', changed, { id: String(tableId) }));
    expect(early).toMatchObject({ status: 400, body: { errors: { effective_at: ['noticeTooShort'] }, meta: { notice_days: 7 } } });
    const effectiveAt = new Date(Date.now() + 8 * 86_400_000).toISOString();
    const saved = await callRoute(putTable, '/x', as(admin, 'PUT', { ...changed, effective_at: effectiveAt }, { id: String(tableId) }));
    expect(saved.status).toBe(200);
    expect(saved.body.data.history[0]).toMatchObject({ note_ko: '전설 확률 상향', changed_by: '관리자', version: 2, in_effect: false });
    expect(saved.body.data.entries[0]).toMatchObject({ rate_micros: 800_000 });
    expect(saved.body.data.latest_entries[0]).toMatchObject({ rate_micros: 700_000 });

    const waiting = await callRoute(publicTable, '/x?lang=zh-TW', { params: { kind: 'treasure-box', id: String(tableId) } });
    expect(waiting.body.data.upcoming[0]).toMatchObject({ note: '傳說機率提高', effective_at: effectiveAt });
    expect(waiting.body.data.entries[0]).toMatchObject({ rate_micros: 800_000 });
    await applyDueVersions(new Date(Date.now() + 9 * 86_400_000));
    const pub = await callRoute(publicTable, '/x?lang=zh-TW', { params: { kind: 'treasure-box', id: String(tableId) } });
    expect(pub.body.data.history[0]).toMatchObject({ note: '傳說機率提高' });
    expect(pub.body.data.entries[0]).toMatchObject({ rate_micros: 700_000 });

    const db = await getDb();
    const audit = await db.select().from(schema.auditLog).where(eq(schema.auditLog.targetType, 'probability_table'));
    expect(audit.map((a) => [a.action, a.actorId === null])).toEqual([
      ['probability.create', false],
      ['probability.update', false],
      ['probability.apply', true],
    ]);
    expect(audit[1]).toMatchObject({
      before: { entries: [{ rate_micros: 800_000 }, {}, {}] },
      after: { entries: [{ rate_micros: 800_000 }, {}, {}], scheduled_entries: [{ rate_micros: 700_000 }, {}, {}] },
    });
    expect(audit[2]).toMatchObject({ before: { version: 1 }, after: { version: 2 } });
  });
});

describe('notices', () => {
  it('creates, pins, edits and deletes a bilingual notice that the public board shows', async () => {
    const created = await callRoute(
      createNotice,
      '/x',
      as(admin, 'POST', {
        kind: 'maintenance',
        title_ko: '서버 점검 안내',
        title_zh_tw: '伺服器維護公告',
        content_ko: '## 점검\n\n**2시간**',
        content_zh_tw: '## 維護',
      }),
    );
    expect(created.status).toBe(201);
    const id = String(created.body.data.id);
    await callRoute(editNotice, '/x', as(admin, 'PATCH', { is_pinned: true }, { id }));
    await callRoute(editNotice, '/x', as(admin, 'PATCH', { title_ko: '서버 점검 안내 (연장)' }, { id }));
    const board = await callRoute(publicNotices, '/api/v1/board/notice/');
    expect(board.body.data.results[0]).toMatchObject({ title: '서버 점검 안내 (연장)', is_pinned: true, kind: 'maintenance' });
    const zh = await callRoute(publicNotices, '/api/v1/board/notice/?lang=zh-TW');
    expect(zh.body.data.results[0].title).toBe('伺服器維護公告');

    const missing = await callRoute(createNotice, '/x', as(admin, 'POST', { title_ko: '제목만' }));
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['content_ko', 'content_zh_tw', 'title_zh_tw']);

    await callRoute(deleteNotice, '/x', as(admin, 'DELETE', undefined, { id }));
    expect((await callRoute(publicNotices, '/api/v1/board/notice/')).body.data.count).toBe(0);
    const db = await getDb();
    const rows = await db.select().from(schema.auditLog).where(eq(schema.auditLog.targetId, id));
    expect(rows.filter((r) => r.targetType === 'notice').map((r) => r.action)).toEqual([
      'notice.create',
      'notice.pin',
      'notice.update',
      'notice.delete',
    ]);
  });
});

describe('guides', () => {
  it('creates a guide, refuses a taken slug, and unpublishing takes it out of the guide book', async () => {
    const body = {
      slug: 'feeding',
      category: 'slime',
      title_ko: '먹이 주기',
      title_zh_tw: '餵食',
      content_ko: '# 먹이\n\n하루 세 번',
      content_zh_tw: '# 餵食',
    };
    const created = await callRoute(createGuide, '/x', as(admin, 'POST', body));
    expect(created.status).toBe(201);
    expect((await callRoute(publicGuide, '/x', { params: { slug: 'feeding' } })).body.data.content).toContain('하루 세 번');
    expect(await callRoute(createGuide, '/x', as(admin, 'POST', body))).toMatchObject({
      status: 409,
      body: { errors: { slug: ['slugTaken'] } },
    });
    await callRoute(editGuide, '/x', as(admin, 'PATCH', { published: false }, { id: String(created.body.data.id) }));
    expect((await callRoute(publicGuide, '/x', { params: { slug: 'feeding' } })).status).toBe(404);
  });
});

describe('items and sprite sheets', () => {
  const png = async (width: number, height: number, format: 'png' | 'jpeg' = 'png') => {
    const img = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 80 } } });
    const buffer = await (format === 'png' ? img.png() : img.jpeg()).toBuffer();
    return new Blob([new Uint8Array(buffer)], { type: `image/${format}` });
  };
  const send = async (purpose: string, file: Blob, fields: Record<string, string> = {}) => {
    const form = new FormData();
    form.set('purpose', purpose);
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    form.set('image', file, 'upload');
    return callRoute(upload, '/api/v1/admin/uploads/', { method: 'POST', headers: admin.auth, body: form });
  };

  it('accepts a PNG sheet exactly frame width × frames wide, and refuses other sizes and formats', async () => {
    const sheet = await send('sprite', await png(96, 24), { frames: '4', frame_width: '24' });
    expect(sheet.status).toBe(201);
    expect(sheet.body.data).toMatchObject({ width: 96, height: 24, frames: 4, frame_width: 24, frame_height: 24 });
    expect(sheet.body.data.url).toMatch(/^\/uploads\/item\/.+\.webp$/);

    expect(await send('sprite', await png(100, 24), { frames: '4', frame_width: '24' })).toMatchObject({
      status: 400,
      body: { errors: { frame_width: ['spriteSizeMismatch'] }, meta: { width: 100 } },
    });
    expect((await send('sprite', await png(90, 24), { frames: '4' })).status).toBe(400);
    expect((await send('sprite', await png(96, 24, 'jpeg'), { frames: '4' })).status).toBe(415);
    expect((await send('sprite', await png(96, 24))).body.errors).toEqual({ frames: ['framesRequired'] });

    const image = await send('item', await png(64, 64, 'jpeg'));
    const item = {
      name_ko: '불꽃 날개',
      name_zh_tw: '火焰翅膀',
      image: image.body.data.url,
      item_type: 'EQUIPMENT_BACK',
      item_rating: 'SS',
      price: 300,
      sprite_img: sheet.body.data.url,
      sprite_width: 24,
      sprite_height: 24,
      sprite_frame: 4,
      equipment_objects: [
        { display_order: -1, image: image.body.data.url },
        { display_order: 2, image: '/art/items/royal-crown.png' },
      ],
    };
    const created = await callRoute(createItem, '/x', as(admin, 'POST', item));
    expect(created.status).toBe(201);
    expect(created.body.data.equipment_objects.map((l: { display_order: number }) => l.display_order)).toEqual([-1, 2]);

    const wrong = await callRoute(editItem, '/x', as(admin, 'PUT', { ...item, sprite_frame: 3 }, { id: String(created.body.data.id) }));
    expect(wrong).toMatchObject({ status: 400, body: { errors: { sprite_width: ['spriteSizeMismatch'] } } });
    const partial = await callRoute(editItem, '/x', as(admin, 'PUT', { ...item, sprite_img: null }, { id: String(created.body.data.id) }));
    expect(partial.body.errors).toEqual({ sprite_img: ['spriteIncomplete'] });
    const foreign = await callRoute(createItem, '/x', as(admin, 'POST', { ...item, image: '/uploads/item/2020/01/nope.webp' }));
    expect(foreign.body.errors).toEqual({ image: ['imageInvalid'] });
  });
});

describe('banners', () => {
  it('adds banners at the end and sets their order', async () => {
    const add = (title: string) =>
      callRoute(
        createBanner,
        '/x',
        as(admin, 'POST', { title_ko: title, title_zh_tw: title, image: '/art/banners/spring.png', link_url: '/community' }),
      );
    const [a, b, c] = [await add('하나'), await add('둘'), await add('셋')].map((r) => r.body.data.id as number);
    expect((await callRoute(bannerList, '/x', { headers: admin.auth })).body.data.map((x: { id: number }) => x.id)).toEqual([a, b, c]);
    const ordered = await callRoute(reorder, '/x', as(admin, 'PUT', { ids: [c, a, b] }));
    expect(ordered.body.data.map((x: { id: number; sort_order: number }) => [x.id, x.sort_order])).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    expect((await callRoute(reorder, '/x', as(admin, 'PUT', { ids: [c, a] }))).body.errors).toEqual({ ids: ['orderIncomplete'] });
    const bad = await callRoute(
      createBanner,
      '/x',
      as(admin, 'POST', { title_ko: 'x', title_zh_tw: 'x', image: '/art/a.png', link_url: 'javascript:alert(1)' }),
    );
    expect(bad.body.errors).toEqual({ link_url: ['linkInvalid'] });
  });
});

describe('posts', () => {
  it('pins and moves a post to another board (taking its post type)', async () => {
    const post = await makePost(member.id, { title: '팔아요 옮길 글' });
    const moved = await callRoute(moderatePost, '/x', as(admin, 'PATCH', { category_id: 17, is_pinned: true }, { id: String(post.id) }));
    expect(moved.body.data).toMatchObject({ category: { id: 17 }, is_pinned: true });
    const list = await callRoute(communityList, '/api/v1/community/?category=17');
    expect(list.body.data.results[0]).toMatchObject({ id: post.id, is_pinned: true, post_type: 16 });
    const group = await callRoute(moderatePost, '/x', as(admin, 'PATCH', { category_id: 37 }, { id: String(post.id) }));
    expect(group.body.errors).toEqual({ category_id: ['categoryInvalid'] });
  });
});

describe('members', () => {
  it('finds members by nickname, e-mail and phone (as typed at home), and shows their page', async () => {
    for (const q of ['말랑', 'MALLANG@example', '010-5551-0001', '55510001']) {
      const res = await callRoute(memberSearch, `/api/v1/admin/members/?q=${encodeURIComponent(q)}`, { headers: admin.auth });
      expect(res.body.data.results.map((m: { id: number }) => m.id)).toEqual([member.id]);
    }
    const page = await callRoute(memberDetail, '/x', { headers: admin.auth, params: { id: String(member.id) } });
    expect(page.body.data).toMatchObject({ nickname: '말랑이', email: 'mallang@example.com', report_penalty: false, is_self: false });
  });

  it('suspends and lifts, never oneself or an administrator', async () => {
    const target = await makeAccount();
    const until = new Date(Date.now() + 86_400_000).toISOString();
    const res = await callRoute(suspend, '/x', as(admin, 'POST', { reason: '욕설', until }, { id: String(target.id) }));
    expect(res.body.data).toMatchObject({ status: 'suspended', suspended_until: until, suspension_reason: '욕설', active_sessions: 1 });
    expect(
      (
        await callRoute(
          suspend,
          '/x',
          as(admin, 'POST', { reason: 'x', until: new Date(Date.now() - 1000).toISOString() }, { id: String(target.id) }),
        )
      ).body.errors,
    ).toEqual({
      until: ['dateInPast'],
    });
    expect((await callRoute(lift, '/x', as(admin, 'DELETE', undefined, { id: String(target.id) }))).body.data.status).toBe('active');
    expect((await callRoute(lift, '/x', as(admin, 'DELETE', undefined, { id: String(target.id) }))).status).toBe(409);
    expect((await callRoute(suspend, '/x', as(admin, 'POST', { reason: 'x' }, { id: String(admin.id) }))).body.errors).toEqual({
      _: ['suspendSelf'],
    });
    const other = await makeAdmin();
    expect((await callRoute(suspend, '/x', as(admin, 'POST', { reason: 'x' }, { id: String(other.id) }))).body.errors).toEqual({
      _: ['suspendAdmin'],
    });
  });

  it('makes and unmakes administrators, but not oneself; grants and revokes badges', async () => {
    const target = await makeAccount();
    const made = await callRoute(setRole, '/x', as(admin, 'PUT', { role: 'admin' }, { id: String(target.id) }));
    expect(made.body.data.role).toBe('admin');
    expect((await callRoute(setRole, '/x', as(target, 'PUT', { role: 'member' }, { id: String(target.id) }))).body.errors).toEqual({
      role: ['roleSelf'],
    });
    const other = await makeAdmin();
    expect((await callRoute(setRole, '/x', as(target, 'PUT', { role: 'member' }, { id: String(other.id) }))).body.data.role).toBe('member');
    // The former administrator is now a member everywhere.
    expect((await callRoute(setRole, '/x', as(other, 'PUT', { role: 'admin' }, { id: String(other.id) }))).status).toBe(403);

    const granted = await callRoute(grantBadge, '/x', as(target, 'POST', { badge: 'staff' }, { id: String(member.id) }));
    expect(granted.status).toBe(201);
    expect(granted.body.data.badges.find((b: { code: string }) => b.code === 'staff').owned).toBe(true);
    expect((await callRoute(grantBadge, '/x', as(target, 'POST', { badge: 'staff' }, { id: String(member.id) }))).status).toBe(409);
    const revoked = await callRoute(revokeBadge, '/x', as(target, 'DELETE', undefined, { id: String(member.id), badge: 'staff' }));
    expect(revoked.body.data.badges.find((b: { code: string }) => b.code === 'staff').owned).toBe(false);
  });
});

describe('inquiries', () => {
  it('lists every inquiry filtered by status and category; a reply moves it to processing and tells the member', async () => {
    const asker = await makeAccount({ nickname: '문의왕' });
    const bug = await makeInquiry(asker.id, { category: 'bug', title: '아이템이 사라졌어요' });
    await makeInquiry(asker.id, { category: 'payment', title: '결제가 두 번 됐어요' });
    await makeInquiry(asker.id, { category: 'bug', title: '끝난 문의', status: 'completed' });

    const waitingBugs = await callRoute(inquiryList, '/api/v1/admin/inquiries/?status=waiting&category=bug', { headers: admin.auth });
    expect(waitingBugs.body.data.results.map((i: { id: number }) => i.id)).toEqual([bug.id]);
    expect(waitingBugs.body.data.results[0].member).toMatchObject({ nickname: '문의왕' });
    const byName = await callRoute(inquiryList, `/api/v1/admin/inquiries/?q=${encodeURIComponent('문의왕')}`, { headers: admin.auth });
    expect(byName.body.data.count).toBe(3);

    const answered = await callRoute(replyInquiry, '/x', as(admin, 'POST', { content: '복구해 드렸어요.' }, { id: String(bug.id) }));
    expect(answered).toMatchObject({ status: 201, body: { data: { author_type: 'admin', content: '복구해 드렸어요.' } } });
    const db = await getDb();
    const [row] = await db.select().from(schema.inquiries).where(eq(schema.inquiries.id, bug.id));
    expect(row!.status).toBe('processing');
    const notes = await db.select().from(schema.notifications).where(eq(schema.notifications.userId, asker.id));
    expect(notes.map((n) => n.kind)).toContain('inquiry_reply');

    const done = await callRoute(setStatus, '/x', as(admin, 'PUT', { status: 'completed' }, { id: String(bug.id) }));
    expect(done.body.data).toMatchObject({ status: 'completed', member: { nickname: '문의왕' } });
    expect((await callRoute(setStatus, '/x', as(admin, 'PUT', { status: 'waiting' }, { id: String(bug.id) }))).status).toBe(409);
  });
});
