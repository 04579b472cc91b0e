import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { and, count, eq, isNull } from 'drizzle-orm';
import { revokeSessions } from '@/lib/server/auth/session';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { clientHeader } from '@/lib/server/http/client';
import { codeFromOutbox, sendCode, verificationToken } from '@/test/accounts';
import {
  auditCount,
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
import { callRoute } from '@/test/call-route';
import { contractOf } from '@/lib/server/openapi/contract';

// The authorization matrix of the whole API: every route file under app/api —
// found by walking the tree, so a new one cannot escape — and every method it exports, called by
// a guest, a member, a suspended member, a member whose token was revoked and an administrator,
// each getting the answer its auth level gives; routes that act on something a member owns are
// also called by another member, who gets 403 or 404 and changes nothing. Every write of an
// administrator-only route adds a row to the audit log; no read does.
//
// Levels (the `auth` of each route's contract, lib/server/http/contract.ts; checked against this table below):
//   public    anyone; a token that is invalid or revoked counts as no token (authenticate()'s
//             'optional' level), so the answer is a guest's, never 401
//   signedIn  any valid session: guest 401 / 1100, revoked token 401 / 1101; suspended members pass
//   member    as signedIn, and a suspended member gets 403 / 1301
//   admin     as member, and a member gets 403 / 1300

type Role = 'guest' | 'member' | 'suspended' | 'revoked' | 'admin';
type Level = 'public' | 'signedIn' | 'member' | 'admin';
type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Call = { params?: Record<string, string>; body?: unknown; form?: FormData; query?: string };
type Answer = { status: number; code?: number };
type Spec = {
  level: Level;
  /** The request of an allowed caller; `actor` is a fresh account of the caller's role (a member for a guest). */
  call?: (actor: Account) => Promise<Call>;
  /** What allowed callers get (default 200 with code 0). */
  ok?: Answer;
  /** Answers that depend on who asks, though the route lets everyone in. */
  byRole?: Partial<Record<Role, Answer>>;
  /** Not the JSON envelope (the OpenAPI document). */
  raw?: true;
  /** The route acts on something `owner` has: another member must get 403 or 404 and `state` must not change. */
  owned?: (owner: Account) => Promise<{ call: Call; state: () => Promise<unknown> }>;
};

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const ROLES: Role[] = ['guest', 'member', 'suspended', 'revoked', 'admin'];
const API_ROOT = path.join(__dirname, '..');

const DENIED: Record<Level, Partial<Record<Role, Answer>>> = {
  public: {},
  signedIn: { guest: { status: 401, code: 1100 }, revoked: { status: 401, code: 1101 } },
  member: { guest: { status: 401, code: 1100 }, revoked: { status: 401, code: 1101 }, suspended: { status: 403, code: 1301 } },
  admin: {
    guest: { status: 401, code: 1100 },
    revoked: { status: 401, code: 1101 },
    suspended: { status: 403, code: 1301 },
    member: { status: 403, code: 1300 },
  },
};

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

// `/api/v1/community/[id]/` from app/api/v1/community/[id]/route.ts
const routePath = (file: string) => `/api/${path.relative(API_ROOT, path.dirname(file)).split(path.sep).join('/')}/`.replace(/\/+/g, '/');

// ── Fixtures ────────────────────────────────────────────────────────────────

let admin: Account;
let author: Account;
let bystander: Account;
const ids: Record<string, number> = {};
let itemUuid: string;
let seq = 0;
const next = () => ++seq;

beforeAll(async () => {
  await seedBasics();
  [admin, author, bystander] = await Promise.all([makeAdmin(), makeAccount(), makeAccount()]);
  const db = await getDb();
  const post = await makePost(author.id);
  const openPost = await makePost(author.id);
  const comment = await makeComment(post.id, bystander.id);
  await makeReport(bystander.id, 'post', post.id);
  const [item, item2] = await Promise.all([makeItem(), makeItem()]);
  const [notice] = await db
    .insert(schema.notices)
    .values({ titleKo: '점검', titleZhTw: '維護', contentKo: '내용', contentZhTw: '內容' })
    .returning();
  const [guide] = await db
    .insert(schema.guides)
    .values({ slug: 'start', category: 'beginner', titleKo: '시작', titleZhTw: '開始', contentKo: '# 시작' })
    .returning();
  const [banner] = await db
    .insert(schema.banners)
    .values({ titleKo: '이벤트', titleZhTw: '活動', image: '/art/banners/spring.png' })
    .returning();
  const inquiry = await makeInquiry(bystander.id);
  await db.insert(schema.wishItems).values({ userId: author.id, itemId: item!.id, wishType: 'sell' });
  itemUuid = item!.uuid;
  Object.assign(ids, {
    post: post.id,
    openPost: openPost.id,
    comment: comment.id,
    item: item!.id,
    item2: item2!.id,
    notice: notice!.id,
    guide: guide!.id,
    banner: banner!.id,
    inquiry: inquiry.id,
  });
  ids.table = await newTable();
});

afterAll(() => closeDb());

const id = (key: string) => String(ids[key]);

async function png(width = 64, height = 64): Promise<Blob> {
  const buffer = await sharp({ create: { width, height, channels: 4, background: { r: 120, g: 200, b: 90, alpha: 1 } } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(buffer)], { type: 'image/png' });
}

async function imageForm(): Promise<FormData> {
  const form = new FormData();
  form.set('image', await png(), 'slime.png');
  return form;
}

async function newTable(): Promise<number> {
  const { parseTableSave, saveTable } = await import('@/lib/server/probability');
  const body = tableBody([ids.item!, ids.item2!]);
  return (await saveTable(parseTableSave(body, { kind: body.kind }), admin.id)).id;
}

async function emailOf(account: Account): Promise<string> {
  const db = await getDb();
  const [row] = await db.select({ email: schema.users.email }).from(schema.users).where(eq(schema.users.id, account.id));
  return row!.email!;
}

async function inquiryWithAnswer(ownerId: number) {
  const db = await getDb();
  const inquiry = await makeInquiry(ownerId, { status: 'processing' });
  await db.insert(schema.inquiryReplies).values({ inquiryId: inquiry.id, authorType: 'admin', authorId: admin.id, content: '확인했어요.' });
  return inquiry;
}

async function wishEntry(userId: number, wishType: 'buy' | 'sell') {
  const db = await getDb();
  const item = await makeItem();
  const [row] = await db.insert(schema.wishItems).values({ userId, itemId: item.id, wishType, tradeType: wishType }).returning();
  return row!;
}

async function friendship(requesterId: number, addresseeId: number, status: 'pending' | 'accepted') {
  const db = await getDb();
  const [row] = await db.insert(schema.friendships).values({ requesterId, addresseeId, status }).returning();
  return row!;
}

async function notification(userId: number) {
  const db = await getDb();
  const [row] = await db.insert(schema.notifications).values({ userId, kind: 'friend_request', payload: {} }).returning();
  return row!;
}

// A browser's PushSubscription.toJSON(), on a push service's host.
function pushSubscription() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/authz-${next()}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') },
  };
}

async function pushSubscriptionOf(userId: number): Promise<string> {
  const body = pushSubscription();
  const db = await getDb();
  await db.insert(schema.pushSubscriptions).values({ userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth });
  return body.endpoint;
}

const rowOf = {
  pushSubscription: async (endpoint: string) =>
    (await getDb()).select().from(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.endpoint, endpoint)),
  post: async (postId: number) => (await getDb()).select().from(schema.posts).where(eq(schema.posts.id, postId)),
  comment: async (commentId: number) => (await getDb()).select().from(schema.comments).where(eq(schema.comments.id, commentId)),
  inquiry: async (inquiryId: number) => {
    const db = await getDb();
    const [row] = await db.select().from(schema.inquiries).where(eq(schema.inquiries.id, inquiryId));
    const [replies] = await db.select({ n: count() }).from(schema.inquiryReplies).where(eq(schema.inquiryReplies.inquiryId, inquiryId));
    return { row, replies: replies!.n };
  },
  wish: async (wishId: number) => (await getDb()).select().from(schema.wishItems).where(eq(schema.wishItems.id, wishId)),
  friendship: async (friendshipId: number) =>
    (await getDb()).select().from(schema.friendships).where(eq(schema.friendships.id, friendshipId)),
  notification: async (notificationId: number) =>
    (await getDb()).select().from(schema.notifications).where(eq(schema.notifications.id, notificationId)),
  look: async (uuid: string) => (await getDb()).select().from(schema.looks).where(eq(schema.looks.uuid, uuid)),
  priceAlert: async (alertId: number) => (await getDb()).select().from(schema.priceAlerts).where(eq(schema.priceAlerts.id, alertId)),
};

async function priceAlert(userId: number): Promise<string> {
  const db = await getDb();
  const item = await makeItem();
  const [row] = await db.insert(schema.priceAlerts).values({ userId, itemId: item.id, side: 'buy', price: 100 }).returning();
  return String(row!.id);
}

const lookBody = (name = '권한 시험 코디') => ({ name, equipment: [ids.item] });

async function newLook(userId: number): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .insert(schema.looks)
    .values({ userId, name: '저장된 코디', equipment: [ids.item!] })
    .returning();
  return row!.uuid;
}

const missionBody = () => ({
  key: `auth-mission-${next()}`,
  kind: 'read_posts',
  period: 'daily',
  target: 3,
  title_ko: '글 읽기',
  title_zh: '閱讀',
});

async function newMission(): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .insert(schema.missions)
    .values({ key: `auth-row-${next()}`, kind: 'read_posts', period: 'daily', target: 3, titleKo: '글 읽기', titleZh: '閱讀' })
    .returning();
  return String(row!.id);
}

/** A post of `authorId`, blinded by `requesterId`'s rights-infringement request. */
async function blindedPost(authorId: number, requesterId: number) {
  const db = await getDb();
  const post = await makePost(authorId, { isHidden: true });
  const [row] = await db
    .insert(schema.takedownRequests)
    .values({
      postId: post.id,
      requesterId,
      authorId,
      reason: 'privacy',
      statement: '제 실명과 연락처가 동의 없이 올라왔어요. 내려 주세요.',
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
    })
    .returning();
  return row!;
}
const takedownState = (requestId: number) =>
  getDb().then((db) => db.select().from(schema.takedownRequests).where(eq(schema.takedownRequests.id, requestId)));

/** A trade between two members, written directly (the handshake's own rules are tested in app/api/v1/trades/). */
async function tradeBetween(
  proposerId: number,
  recipientId: number,
  status: 'proposed' | 'accepted' | 'completed' | 'disputed' = 'proposed',
): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .insert(schema.trades)
    .values({
      proposerId,
      recipientId,
      status,
      acceptedAt: status === 'proposed' ? null : new Date(),
      expiresAt: new Date(Date.now() + 3 * 86_400_000),
    })
    .returning();
  await db.insert(schema.tradeLines).values({ tradeId: row!.id, itemId: ids.item!, fromSide: 'proposer', count: 1 });
  return String(row!.id);
}
const tradeState = (tradeId: string) =>
  getDb().then(async (db) => ({
    trade: await db
      .select()
      .from(schema.trades)
      .where(eq(schema.trades.id, Number(tradeId))),
    events: await db
      .select()
      .from(schema.tradeEvents)
      .where(eq(schema.tradeEvents.tradeId, Number(tradeId))),
    reviews: await db
      .select()
      .from(schema.tradeReviews)
      .where(eq(schema.tradeReviews.tradeId, Number(tradeId))),
  }));
/** The owner's side of a trade with the bystander, in `status`, for the matrix's other-member check. */
const ownedTrade =
  (status: 'proposed' | 'accepted' | 'completed', ownerProposes = true, body?: unknown) =>
  async (owner: Account) => {
    const tradeId = ownerProposes ? await tradeBetween(owner.id, bystander.id, status) : await tradeBetween(bystander.id, owner.id, status);
    return { call: { params: { id: tradeId }, ...(body ? { body } : {}) }, state: () => tradeState(tradeId) };
  };

async function newSanction(userId: number): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .insert(schema.sanctions)
    .values({ userId, kind: 'suspend', targetType: 'user', targetId: userId, rule: 'other', adminId: null })
    .returning();
  return String(row!.id);
}

async function newAppeal(): Promise<string> {
  const member = await makeAccount();
  const sanctionId = Number(await newSanction(member.id));
  const db = await getDb();
  const [row] = await db.insert(schema.appeals).values({ sanctionId, userId: member.id, text: '다시 봐 주세요' }).returning();
  return String(row!.id);
}

const appealsOf = async (sanctionId: string) =>
  (await getDb())
    .select()
    .from(schema.appeals)
    .where(eq(schema.appeals.sanctionId, Number(sanctionId)));

const wordFilterBody = () => ({ pattern: `auth-banned-${next()}`, kind: 'word', action: 'refuse' });

async function newWordFilter(): Promise<string> {
  const db = await getDb();
  const pattern = `auth-row-${next()}`;
  const [row] = await db.insert(schema.wordFilters).values({ kind: 'word', pattern, normalised: pattern, action: 'replace' }).returning();
  return String(row!.id);
}

/**
 * A route on a thing of its caller's: `make(userId)` gives a member one, `call(thing)` names it. Allowed
 * callers act on one of their own; another member acting on the owner's gets 403 or 404, and
 * `state(thing)` stays as it was.
 */
function onOwn<T>(
  level: Level,
  make: (userId: number) => Promise<T>,
  call: (thing: NoInfer<T>) => Call,
  state: (thing: NoInfer<T>) => Promise<unknown>,
  more: Pick<Spec, 'ok'> = {},
): Spec {
  return {
    level,
    call: async (actor) => call(await make(actor.id)),
    owned: async (owner) => {
      const thing = await make(owner.id);
      return { call: call(thing), state: () => state(thing) };
    },
    ...more,
  };
}

/** A friendship of `userId` with a new member, in `status`, asked by the one or the other. */
async function friendOf(userId: number, status: 'pending' | 'accepted', askedBy: 'self' | 'other') {
  const other = await makeAccount();
  const row = askedBy === 'self' ? await friendship(userId, other.id, status) : await friendship(other.id, userId, status);
  return { other, row };
}
const friendState = (f: { row: { id: number } }) => rowOf.friendship(f.row.id);
const friendInBody = (f: { other: Account }) => ({ body: { user_uuid: f.other.uuid } });
const byId = (thing: { id: number }) => ({ params: { id: String(thing.id) } });

const postBody = (title = '권한 시험 글') => ({ category_id: 25, title, content: '슬라임 이야기를 적어 봐요. 열 글자 넘게요.' });
const nickname = (prefix: string) => `${prefix}${next()}`;

// ── The table: every `METHOD /path/` under app/api ──────────────────────────

const ROUTES: Record<string, Spec> = {
  // Development outbox: any caller gets in, but only an administrator of a development server sees it.
  'GET /api/dev/outbox/': {
    level: 'public',
    byRole: { guest: { status: 404, code: 1400 }, member: { status: 404, code: 1400 }, suspended: { status: 404, code: 1400 } },
  },
  'GET /api/openapi.json/': { level: 'public', raw: true },

  // ── Public reads ──
  'GET /api/v1/badges/': { level: 'public' },
  'GET /api/v1/board/notice/': { level: 'public' },
  'GET /api/v1/board/notice/[id]/': { level: 'public', call: async () => ({ params: { id: id('notice') } }) },
  'GET /api/v1/community/': { level: 'public' },
  'GET /api/v1/community/categories/': { level: 'public' },
  'GET /api/v1/community/ranking/': { level: 'public' },
  'GET /api/v1/community/top-url/': { level: 'public' },
  'GET /api/v1/community/replies/': { level: 'public', call: async () => ({ query: `?post_id=${id('openPost')}` }) },
  'GET /api/v1/community/[id]/': { level: 'public', call: async () => ({ params: { id: id('openPost') } }) },
  'GET /api/v1/community/[id]/like/': { level: 'public', call: async () => ({ params: { id: id('openPost') } }) },
  'POST /api/v1/community/[id]/view/': { level: 'public', call: async () => ({ params: { id: id('openPost') } }) },
  'GET /api/v2/community/main/': { level: 'public' },
  'GET /api/v3/community/main/': { level: 'public' },
  'GET /api/v1/guides/': { level: 'public' },
  'GET /api/v1/guides/[slug]/': { level: 'public', call: async () => ({ params: { slug: 'start' } }) },
  'GET /api/v1/item/[id]/': { level: 'public', call: async () => ({ params: { id: id('item') } }) },
  'GET /api/v1/item/search-name/': { level: 'public', call: async () => ({ query: `?name=${encodeURIComponent('테스트')}` }) },
  'GET /api/v1/item/wish-items/[user_uuid]/': {
    level: 'public',
    call: async () => ({ params: { user_uuid: author.uuid }, query: '?wish_type=sell' }),
  },
  'GET /api/v1/item/wish-items/users/[id]/': {
    level: 'public',
    call: async () => ({ params: { id: id('item') }, query: '?wish_type=sell' }),
  },
  'GET /api/v1/items/': { level: 'public' },
  'GET /api/v1/items/[id]/prices/': { level: 'public', call: async () => ({ params: { id: id('item') } }) },
  'GET /api/v1/items/[id]/ladder/': { level: 'public', call: async () => ({ params: { id: id('item') } }) },
  'GET /api/v1/items/search/': { level: 'public' },
  'GET /api/v1/probability/': { level: 'public' },
  'GET /api/v1/probability/[kind]/': { level: 'public', call: async () => ({ params: { kind: 'treasure-box' } }) },
  'GET /api/v1/probability/[kind]/[id]/': { level: 'public', call: async () => ({ params: { kind: 'treasure-box', id: id('table') } }) },
  'GET /api/v1/probability/[kind]/[id]/ledger/': {
    level: 'public',
    call: async () => ({ params: { kind: 'treasure-box', id: id('table') } }),
  },
  'GET /api/v1/users/[uuid]/': { level: 'public', call: async () => ({ params: { uuid: author.uuid } }) },
  'GET /api/v1/users/[uuid]/badges/': { level: 'public', call: async () => ({ params: { uuid: author.uuid } }) },
  'GET /api/v1/users/[uuid]/comments/': { level: 'public', call: async () => ({ params: { uuid: author.uuid } }) },
  'GET /api/v1/users/[uuid]/posts/': { level: 'public', call: async () => ({ params: { uuid: author.uuid } }) },
  'GET /api/v1/user/nickname/available/': {
    level: 'public',
    call: async () => ({ query: `?nickname=${encodeURIComponent(nickname('빈이름'))}` }),
  },

  // ── Signing in and registering: public, and a token changes nothing ──
  'POST /api/v1/user/login/community/': {
    level: 'public',
    call: async () => {
      const someone = await makeAccount({ password: 'slime123!' });
      return { body: { identifier: await emailOf(someone), password: 'slime123!' } };
    },
  },
  'POST /api/v1/user/apple/login/': {
    level: 'public',
    call: async () => ({ body: { id_token: 'not-configured' } }),
    ok: { status: 503, code: 2011 },
  },
  'POST /api/v1/user/kakao/login/community/': {
    level: 'public',
    call: async () => ({ body: { access_token: 'not-configured' } }),
    ok: { status: 503, code: 2011 },
  },
  'POST /api/v1/user/verification/send/': {
    level: 'public',
    call: async () => ({ body: { purpose: 'register', channel: 'email', destination: `send-${next()}@example.com` } }),
  },
  'POST /api/v1/user/verification/verify/': {
    level: 'public',
    call: async () => {
      const destination = `verify-${next()}@example.com`;
      await sendCode('register', 'email', destination);
      return { body: { purpose: 'register', channel: 'email', destination, code: await codeFromOutbox(destination) } };
    },
  },
  'POST /api/v1/user/register/': {
    level: 'public',
    call: async () => {
      const token = await verificationToken('register', 'email', `register-${next()}@example.com`);
      return {
        body: {
          verification_token: token,
          password: 'slime123!',
          password_confirm: 'slime123!',
          nickname: nickname('가입'),
          agree_terms: true,
          agree_privacy: true,
        },
      };
    },
  },
  'POST /api/v1/user/password/reset/': {
    level: 'public',
    call: async () => {
      const someone = await makeAccount({ password: 'slime123!' });
      const token = await verificationToken('reset', 'email', await emailOf(someone));
      return { body: { verification_token: token, password: 'jelly456!', password_confirm: 'jelly456!' } };
    },
  },

  // ── One's own account ──
  'GET /api/v1/user/': { level: 'signedIn' },
  'GET /api/v1/user/layer/': { level: 'signedIn', call: async () => ({ query: '?me=1&unread=1&hidden=1' }) },
  'GET /api/v1/user/sessions/': { level: 'signedIn' },
  'GET /api/v1/user/badges/': { level: 'signedIn' },
  'GET /api/v1/user/profile/': { level: 'signedIn' },
  'PATCH /api/v1/user/profile/': { level: 'member', call: async () => ({ body: { status_message: '말랑말랑' } }) },
  'POST /api/v1/user/profile-image/': { level: 'member', call: async () => ({ form: await imageForm() }), ok: { status: 201, code: 0 } },
  // Names an account that has none yet (after a first social login); a suspended member may not: 403 / 1301.
  'PUT /api/v1/user/nickname/': {
    level: 'member',
    call: async (actor) => {
      await (await getDb()).update(schema.users).set({ nickname: null }).where(eq(schema.users.id, actor.id));
      return { body: { nickname: nickname('새이름'), agree_terms: true, agree_privacy: true } };
    },
  },
  'POST /api/v1/user/logout/': { level: 'signedIn' },
  'POST /api/v1/user/logout-others/': { level: 'signedIn' },
  'PUT /api/v1/user/render-cookie/': { level: 'signedIn' },
  'DELETE /api/v1/user/render-cookie/': { level: 'public' },
  'POST /api/v1/user/withdraw/': { level: 'signedIn', call: async () => ({ body: { confirm: true } }) },
  'GET /api/v1/user/notification/': { level: 'signedIn' },
  'GET /api/v1/user/notification/unread-count/': { level: 'signedIn' },
  'POST /api/v1/user/notification/read-all/': { level: 'signedIn' },
  'POST /api/v1/user/notification/[id]/read/': onOwn('signedIn', notification, byId, (row) => rowOf.notification(row.id)),
  'GET /api/v1/user/report/': { level: 'signedIn' },
  'POST /api/v1/user/report/': {
    level: 'member',
    call: async () => ({
      body: { target_type: 'post', target_id: (await makePost(author.id)).id, reason_type: 3, content: '광고 글이에요' },
    }),
    ok: { status: 201, code: 0 },
  },
  'GET /api/v1/user/block/': { level: 'signedIn' },
  // Live channel: a ticket for signed-in members (suspended ones too); the stream is open to anyone,
  // called here with a topic name it refuses so that the answer ends instead of streaming.
  'POST /api/v1/live/ticket/': { level: 'signedIn', ok: { status: 201, code: 0 } },
  'GET /api/v1/live/stream/': { level: 'public', call: async () => ({ query: '?topics=nothing:1' }), ok: { status: 400, code: 1000 } },
  'POST /api/v1/user/block/': { level: 'member', call: async () => ({ body: { user_uuid: (await makeAccount()).uuid } }) },
  'DELETE /api/v1/user/block/': {
    level: 'member',
    call: async (actor) => {
      const other = await makeAccount();
      await (await getDb()).insert(schema.blocks).values({ blockerId: actor.id, blockedId: other.id });
      return { body: { user_uuid: other.uuid } };
    },
  },
  'DELETE /api/v1/user/block/[uuid]/': {
    level: 'member',
    call: async (actor) => {
      const other = await makeAccount();
      await (await getDb()).insert(schema.blocks).values({ blockerId: actor.id, blockedId: other.id });
      return { params: { uuid: other.uuid } };
    },
  },

  // ── Friends: a request addressed to someone, a friendship between two ──
  'GET /api/v1/friend/request/': { level: 'signedIn' },
  'POST /api/v1/friend/request/': {
    level: 'member',
    call: async () => ({ body: { user_uuid: (await makeAccount()).uuid } }),
    ok: { status: 201, code: 0 },
  },
  'DELETE /api/v1/friend/request/': onOwn('member', (userId: number) => friendOf(userId, 'pending', 'self'), friendInBody, friendState),
  'POST /api/v1/friend/request/accept/': onOwn(
    'member',
    (userId: number) => friendOf(userId, 'pending', 'other'),
    friendInBody,
    friendState,
  ),
  'POST /api/v1/friend/request/decline/': onOwn(
    'member',
    (userId: number) => friendOf(userId, 'pending', 'other'),
    friendInBody,
    friendState,
  ),
  'GET /api/v1/friends/': { level: 'signedIn' },
  'DELETE /api/v1/friends/': onOwn('member', (userId: number) => friendOf(userId, 'accepted', 'self'), friendInBody, friendState),
  'DELETE /api/v1/friends/[uuid]/': onOwn(
    'member',
    (userId: number) => friendOf(userId, 'accepted', 'other'),
    (f) => ({ params: { uuid: f.other.uuid } }),
    friendState,
  ),

  // ── Community writes ──
  'POST /api/v1/community/': { level: 'member', call: async () => ({ body: postBody() }), ok: { status: 201, code: 0 } },
  'PUT /api/v1/community/[id]/': onOwn(
    'member',
    makePost,
    (post) => ({ ...byId(post), body: postBody('고친 제목') }),
    (post) => rowOf.post(post.id),
  ),
  'DELETE /api/v1/community/[id]/': onOwn('member', makePost, byId, (post) => rowOf.post(post.id)),
  'GET /api/v1/community/[id]/edit/': onOwn('signedIn', makePost, byId, (post) => rowOf.post(post.id)),
  'POST /api/v1/community/[id]/like/': { level: 'member', call: async () => ({ params: { id: id('openPost') }, body: { kind: 'like' } }) },
  'POST /api/v1/community/[id]/takedown/': {
    level: 'member',
    call: async () => ({
      params: { id: String((await makePost(author.id)).id) },
      body: { reason: 'defamation', statement: '사실이 아닌 내용으로 저를 비방하는 글이에요. 내려 주세요.', affirm: true },
    }),
    ok: { status: 201, code: 0 },
  },
  'GET /api/v1/community/takedowns/[id]/': onOwn(
    'signedIn',
    (userId: number) => blindedPost(userId, bystander.id),
    byId,
    (row) => takedownState(row.id),
  ),
  'POST /api/v1/community/takedowns/[id]/objection/': onOwn(
    'signedIn',
    (userId: number) => blindedPost(userId, bystander.id),
    (row) => ({ ...byId(row), body: { text: '제 경험을 쓴 후기일 뿐이에요. 다시 게시해 주세요.' } }),
    (row) => takedownState(row.id),
  ),
  'POST /api/v1/community/post-image/': { level: 'member', call: async () => ({ form: await imageForm() }), ok: { status: 201, code: 0 } },
  'POST /api/v1/community/reply/': {
    level: 'member',
    call: async () => ({ body: { post_id: ids.openPost, content: '좋은 글이에요' } }),
    ok: { status: 201, code: 0 },
  },
  'GET /api/v1/community/reply/my/': { level: 'signedIn' },
  'PUT /api/v1/community/reply/[id]/': onOwn(
    'member',
    (userId: number) => makeComment(ids.openPost!, userId),
    (comment) => ({ ...byId(comment), body: { content: '고친 댓글' } }),
    (comment) => rowOf.comment(comment.id),
  ),
  'DELETE /api/v1/community/reply/[id]/': onOwn(
    'member',
    (userId: number) => makeComment(ids.openPost!, userId),
    byId,
    (comment) => rowOf.comment(comment.id),
  ),

  // ── Wish lists ──
  'POST /api/v1/item/wish-items/manage/[id]/': {
    level: 'member',
    call: async () => ({ params: { id: id('item') }, query: '?wish_type=sell', body: {} }),
  },
  'POST /api/v1/item/wish-items/manage-by-uuid/[uuid]/': {
    level: 'member',
    call: async () => ({ params: { uuid: itemUuid }, body: { wish_type: 'buy' } }),
  },
  'DELETE /api/v1/item/wish-items/': onOwn(
    'member',
    (userId: number) => wishEntry(userId, 'sell'),
    (entry) => ({ body: { id: entry.id, wish_type: 'sell' } }),
    (entry) => rowOf.wish(entry.id),
  ),
  'POST /api/v1/wishlist/buy/': { level: 'member', call: async () => ({ body: { item_id: (await makeItem()).id } }) },
  'DELETE /api/v1/wishlist/buy/[id]/': onOwn(
    'member',
    (userId: number) => wishEntry(userId, 'buy'),
    byId,
    (entry) => rowOf.wish(entry.id),
  ),
  'POST /api/v1/wishlist/buy/[id]/toggle/': onOwn(
    'member',
    (userId: number) => wishEntry(userId, 'buy'),
    (entry) => ({ ...byId(entry), body: { status: 0 } }),
    (entry) => rowOf.wish(entry.id),
  ),
  'PATCH /api/v1/wishlist/items/[id]/': onOwn(
    'member',
    (userId: number) => wishEntry(userId, 'sell'),
    (entry) => ({ ...byId(entry), body: { price: 100 } }),
    (entry) => rowOf.wish(entry.id),
  ),

  // ── Price alerts ──
  'GET /api/v1/price-alerts/': { level: 'signedIn' },
  'POST /api/v1/price-alerts/': {
    level: 'member',
    call: async () => ({ body: { item_id: ids.item, side: 'sell', price: 100 } }),
    ok: { status: 201, code: 0 },
  },
  'DELETE /api/v1/price-alerts/[id]/': onOwn(
    'member',
    priceAlert,
    (alertId) => ({ params: { id: alertId } }),
    (alertId) => rowOf.priceAlert(Number(alertId)),
  ),

  // ── Web push ──
  'GET /api/v1/push/key/': { level: 'public' },
  'POST /api/v1/push/subscriptions/': { level: 'signedIn', call: async () => ({ body: pushSubscription() }), ok: { status: 201, code: 0 } },
  'DELETE /api/v1/push/subscriptions/': onOwn(
    'signedIn',
    pushSubscriptionOf,
    (endpoint) => ({ body: { endpoint } }),
    rowOf.pushSubscription,
  ),
  'GET /api/v1/push/preferences/': { level: 'signedIn' },
  'PUT /api/v1/push/preferences/': {
    level: 'signedIn',
    call: async () => ({ body: { kinds: ['comment'], quiet_start: '22:00', quiet_end: '07:00', time_zone: 'Asia/Seoul' } }),
  },

  // ── My room ──
  'GET /api/v1/room/looks/': { level: 'signedIn' },
  'POST /api/v1/room/looks/': { level: 'member', call: async () => ({ body: lookBody() }), ok: { status: 201, code: 0 } },
  'GET /api/v1/room/looks/[uuid]/': { level: 'public', call: async () => ({ params: { uuid: await newLook(author.id) } }) },
  'PUT /api/v1/room/looks/[uuid]/': onOwn('member', newLook, (uuid) => ({ params: { uuid }, body: lookBody('고친 코디') }), rowOf.look),
  'DELETE /api/v1/room/looks/[uuid]/': onOwn('member', newLook, (uuid) => ({ params: { uuid } }), rowOf.look),
  'GET /api/v1/room/catalogue/': { level: 'signedIn' },
  'GET /api/v1/users/[uuid]/looks/': { level: 'public', call: async () => ({ params: { uuid: author.uuid } }) },

  // ── Missions ──
  'GET /api/v1/missions/': { level: 'public' },
  'POST /api/v1/missions/check-in/': { level: 'member' },

  // ── Sanctions, appeals and the moderation log ──
  'GET /api/v1/users/me/sanctions/': { level: 'signedIn' },
  'POST /api/v1/users/me/sanctions/[id]/appeal/': onOwn(
    'signedIn',
    newSanction,
    (sanctionId) => ({ params: { id: sanctionId }, body: { text: '다시 봐 주세요' } }),
    appealsOf,
    { ok: { status: 201, code: 0 } },
  ),
  'GET /api/v1/community/modlog/': { level: 'public' },
  'GET /api/v1/admin/appeals/': { level: 'admin' },
  'GET /api/v1/admin/appeals/[id]/': { level: 'admin', call: async () => ({ params: { id: await newAppeal() } }) },
  'POST /api/v1/admin/appeals/[id]/decision/': {
    level: 'admin',
    call: async () => ({ params: { id: await newAppeal() }, body: { outcome: 'uphold', note: '그대로 둬요' } }),
  },

  // ── Support ──
  'GET /api/v1/support/inquiries/': { level: 'signedIn' },
  // The guide bot of the help page: for anyone, guests included (limited per address).
  'POST /api/v1/support/guide-bot/': { level: 'public', call: async () => ({ body: { question: '비밀번호를 잊어버렸어요' } }) },
  'POST /api/v1/support/inquiries/': {
    level: 'member',
    call: async () => ({ body: { category: 'bug', title: '아이템이 없어요', content: '가방에서 사라졌어요.' } }),
    ok: { status: 201, code: 0 },
  },
  'POST /api/v1/support/inquiry-image/': { level: 'member', call: async () => ({ form: await imageForm() }), ok: { status: 201, code: 0 } },
  'GET /api/v1/support/inquiries/[id]/': onOwn('signedIn', makeInquiry, byId, (inquiry) => rowOf.inquiry(inquiry.id)),
  'POST /api/v1/support/inquiries/[id]/replies/': onOwn(
    'member',
    makeInquiry,
    (inquiry) => ({ ...byId(inquiry), body: { content: '사진을 더 보낼게요.' } }),
    (inquiry) => rowOf.inquiry(inquiry.id),
    { ok: { status: 201, code: 0 } },
  ),
  'POST /api/v1/support/inquiries/[id]/resolution/': onOwn(
    'member',
    inquiryWithAnswer,
    (inquiry) => ({ ...byId(inquiry), body: { resolution: 'resolved' } }),
    (inquiry) => rowOf.inquiry(inquiry.id),
  ),

  // ── Probability tables: read by anyone, written by administrators (audited, like the admin routes) ──
  'POST /api/v1/probability/[kind]/': {
    level: 'admin',
    call: async () => ({ params: { kind: 'ticket' }, body: tableBody([ids.item!, ids.item2!]) }),
    ok: { status: 201, code: 0 },
  },
  'PUT /api/v1/probability/[kind]/[id]/': {
    level: 'admin',
    call: async () => ({
      params: { kind: 'treasure-box', id: String(await newTable()) },
      body: tableBody([ids.item!, ids.item2!], 1_000_000, { note: { ko: '수정', zh_tw: '修改' } }),
    }),
  },

  // ── Administration ──
  'GET /api/v1/admin/overview/': { level: 'admin' },
  'GET /api/v1/admin/reports/': { level: 'admin' },
  'GET /api/v1/admin/reports/[type]/[id]/': { level: 'admin', call: async () => ({ params: { type: 'post', id: id('post') } }) },
  'POST /api/v1/admin/reports/[type]/[id]/resolve/': {
    level: 'admin',
    call: async () => {
      const post = await makePost(author.id);
      await makeReport(bystander.id, 'post', post.id);
      return { params: { type: 'post', id: String(post.id) }, body: { action: 'hide' } };
    },
  },
  'GET /api/v1/admin/members/': { level: 'admin' },
  'GET /api/v1/admin/members/[id]/': { level: 'admin', call: async () => ({ params: { id: String(bystander.id) } }) },
  'GET /api/v1/admin/members/[id]/activity/': {
    level: 'admin',
    call: async () => ({ params: { id: String(bystander.id) }, query: '?kind=reports_made' }),
  },
  'POST /api/v1/admin/members/[id]/suspension/': {
    level: 'admin',
    call: async () => ({
      params: { id: String((await makeAccount()).id) },
      body: { reason: '욕설', until: new Date(Date.now() + 86_400_000).toISOString() },
    }),
  },
  'DELETE /api/v1/admin/members/[id]/suspension/': {
    level: 'admin',
    call: async () => ({ params: { id: String((await makeSuspended()).id) } }),
  },
  'PUT /api/v1/admin/members/[id]/role/': {
    level: 'admin',
    call: async () => ({ params: { id: String((await makeAccount()).id) }, body: { role: 'admin' } }),
  },
  'POST /api/v1/admin/members/[id]/badges/': {
    level: 'admin',
    call: async () => ({ params: { id: String((await makeAccount()).id) }, body: { badge: 'spring_picnic' } }),
    ok: { status: 201, code: 0 },
  },
  'DELETE /api/v1/admin/members/[id]/badges/[badge]/': {
    level: 'admin',
    call: async () => {
      const { grantBadge } = await import('@/lib/server/people/badges');
      const someone = await makeAccount();
      await grantBadge(admin.id, someone.id, 'spring_picnic');
      return { params: { id: String(someone.id), badge: 'spring_picnic' } };
    },
  },
  'GET /api/v1/admin/posts/': { level: 'admin' },
  'PATCH /api/v1/admin/posts/[id]/': { level: 'admin', call: async () => ({ params: { id: id('post') }, body: { is_pinned: true } }) },
  'DELETE /api/v1/admin/posts/[id]/': { level: 'admin', call: async () => ({ params: { id: String((await makePost(author.id)).id) } }) },
  'GET /api/v1/admin/posts/[id]/translations/': { level: 'admin', call: async () => ({ params: { id: id('post') } }) },
  'PUT /api/v1/admin/posts/[id]/translations/[language]/': {
    level: 'admin',
    call: async () => ({
      params: { id: String((await makePost(admin.id, { categoryId: 12 })).id), language: 'zh-TW' },
      body: { title: '活動消息', content: '活動期間每天登入就能領取獎勵。' },
    }),
  },
  'DELETE /api/v1/admin/posts/[id]/translations/[language]/': {
    level: 'admin',
    call: async () => {
      const post = await makePost(admin.id, { categoryId: 12 });
      await (
        await getDb()
      )
        .insert(schema.postTranslations)
        .values({ postId: post.id, language: 'zh-TW', title: '活動消息', content: '活動期間每天登入就能領取獎勵。' });
      return { params: { id: String(post.id), language: 'zh-TW' } };
    },
  },
  'PATCH /api/v1/admin/comments/[id]/': {
    level: 'admin',
    call: async () => ({ params: { id: id('comment') }, body: { is_hidden: true } }),
  },
  'DELETE /api/v1/admin/comments/[id]/': {
    level: 'admin',
    call: async () => ({ params: { id: String((await makeComment(ids.post!, bystander.id)).id) } }),
  },
  'GET /api/v1/admin/boards/': { level: 'admin' },
  'GET /api/v1/admin/notices/': { level: 'admin' },
  'POST /api/v1/admin/notices/': {
    level: 'admin',
    call: async () => ({ body: { title_ko: '새 공지', title_zh_tw: '新公告', content_ko: '**내용**', content_zh_tw: '**內容**' } }),
    ok: { status: 201, code: 0 },
  },
  'GET /api/v1/admin/notices/[id]/': { level: 'admin', call: async () => ({ params: { id: id('notice') } }) },
  'PATCH /api/v1/admin/notices/[id]/': { level: 'admin', call: async () => ({ params: { id: id('notice') }, body: { is_pinned: true } }) },
  'DELETE /api/v1/admin/notices/[id]/': {
    level: 'admin',
    call: async () => {
      const db = await getDb();
      const [row] = await db
        .insert(schema.notices)
        .values({ titleKo: '지울 공지', titleZhTw: '刪除', contentKo: 'x', contentZhTw: 'x' })
        .returning();
      return { params: { id: String(row!.id) } };
    },
  },
  'GET /api/v1/admin/takedowns/': { level: 'admin' },
  'POST /api/v1/admin/takedowns/[id]/decision/': {
    level: 'admin',
    call: async () => ({
      params: { id: String((await blindedPost(author.id, bystander.id)).id) },
      body: { outcome: 'restore', note: '권리 침해로 보기 어려워요' },
    }),
  },
  'GET /api/v1/trades/': { level: 'signedIn' },
  'POST /api/v1/trades/': {
    level: 'member',
    call: async () => ({ body: { recipient_uuid: bystander.uuid, lines: [{ item_id: ids.item, count: 1, from_side: 'proposer' }] } }),
    ok: { status: 201, code: 0 },
  },
  'GET /api/v1/trades/guard/': { level: 'signedIn', call: async () => ({ query: `?with=${bystander.uuid}&item_ids=${ids.item}` }) },
  'GET /api/v1/trades/[id]/': {
    level: 'signedIn',
    call: async (actor) => ({ params: { id: await tradeBetween(actor.id, bystander.id) } }),
    owned: ownedTrade('proposed'),
  },
  'POST /api/v1/trades/[id]/accept/': {
    level: 'member',
    call: async (actor) => ({ params: { id: await tradeBetween(bystander.id, actor.id) } }),
    owned: ownedTrade('proposed', false),
  },
  'POST /api/v1/trades/[id]/decline/': {
    level: 'signedIn',
    call: async (actor) => ({ params: { id: await tradeBetween(bystander.id, actor.id) } }),
    owned: ownedTrade('proposed', false),
  },
  'POST /api/v1/trades/[id]/cancel/': {
    level: 'signedIn',
    call: async (actor) => ({ params: { id: await tradeBetween(actor.id, bystander.id) } }),
    owned: ownedTrade('proposed'),
  },
  'POST /api/v1/trades/[id]/confirm/': {
    level: 'member',
    call: async (actor) => ({ params: { id: await tradeBetween(actor.id, bystander.id, 'accepted') } }),
    owned: ownedTrade('accepted'),
  },
  'POST /api/v1/trades/[id]/dispute/': {
    level: 'signedIn',
    call: async (actor) => ({
      params: { id: await tradeBetween(actor.id, bystander.id, 'accepted') },
      body: { reason: '아이템을 받지 못했어요. 확인 부탁해요.' },
    }),
    owned: ownedTrade('accepted', true, { reason: '남의 거래에 이의를 걸어 봐요.' }),
  },
  'POST /api/v1/trades/[id]/review/': {
    level: 'member',
    call: async (actor) => ({ params: { id: await tradeBetween(actor.id, bystander.id, 'completed') }, body: { rating: 'positive' } }),
    ok: { status: 201, code: 0 },
    owned: ownedTrade('completed', true, { rating: 'negative' }),
  },
  'GET /api/v1/users/[uuid]/reputation/': { level: 'public', call: async () => ({ params: { uuid: author.uuid } }) },
  'GET /api/v1/admin/trades/': { level: 'admin' },
  'GET /api/v1/admin/trades/[id]/': { level: 'admin', call: async () => ({ params: { id: await tradeBetween(author.id, bystander.id) } }) },
  'POST /api/v1/admin/trades/[id]/resolve/': {
    level: 'admin',
    call: async () => ({
      params: { id: await tradeBetween(author.id, bystander.id, 'disputed') },
      body: { outcome: 'cancel', note: '양쪽 모두 증거가 없어요' },
    }),
  },
  'POST /api/v1/admin/trade-reviews/[id]/hide/': {
    level: 'admin',
    call: async () => {
      const db = await getDb();
      const tradeId = Number(await tradeBetween(author.id, bystander.id, 'completed'));
      const [row] = await db
        .insert(schema.tradeReviews)
        .values({ tradeId, reviewerId: author.id, subjectId: bystander.id, rating: 'negative', comment: '욕설' })
        .returning();
      return { params: { id: String(row!.id) }, body: { note: '거래와 무관한 욕설' } };
    },
  },
  'GET /api/v1/admin/missions/': { level: 'admin' },
  'POST /api/v1/admin/missions/': { level: 'admin', call: async () => ({ body: missionBody() }), ok: { status: 201, code: 0 } },
  'GET /api/v1/admin/missions/[id]/': { level: 'admin', call: async () => ({ params: { id: await newMission() } }) },
  'PUT /api/v1/admin/missions/[id]/': { level: 'admin', call: async () => ({ params: { id: await newMission() }, body: missionBody() }) },
  'DELETE /api/v1/admin/missions/[id]/': { level: 'admin', call: async () => ({ params: { id: await newMission() } }) },
  'GET /api/v1/admin/word-filters/': { level: 'admin' },
  'POST /api/v1/admin/word-filters/': { level: 'admin', call: async () => ({ body: wordFilterBody() }), ok: { status: 201, code: 0 } },
  'GET /api/v1/admin/word-filters/[id]/': { level: 'admin', call: async () => ({ params: { id: await newWordFilter() } }) },
  'PUT /api/v1/admin/word-filters/[id]/': {
    level: 'admin',
    call: async () => ({ params: { id: await newWordFilter() }, body: wordFilterBody() }),
  },
  'DELETE /api/v1/admin/word-filters/[id]/': { level: 'admin', call: async () => ({ params: { id: await newWordFilter() } }) },
  'POST /api/v1/admin/word-filters/test/': { level: 'admin', call: async () => ({ body: { text: '안녕하세요' } }) },
  'GET /api/v1/admin/guides/': { level: 'admin' },
  'POST /api/v1/admin/guides/': {
    level: 'admin',
    call: async () => ({
      body: { slug: `guide-${next()}`, category: 'slime', title_ko: '먹이', title_zh_tw: '餵食', content_ko: '## 먹이' },
    }),
    ok: { status: 201, code: 0 },
  },
  'GET /api/v1/admin/guides/[id]/': { level: 'admin', call: async () => ({ params: { id: id('guide') } }) },
  'PATCH /api/v1/admin/guides/[id]/': {
    level: 'admin',
    call: async () => ({ params: { id: String((await insertGuide()).id) }, body: { published: false } }),
  },
  'GET /api/v1/admin/probability/': { level: 'admin' },
  'POST /api/v1/admin/probability/': {
    level: 'admin',
    call: async () => ({ body: tableBody([ids.item!, ids.item2!]) }),
    ok: { status: 201, code: 0 },
  },
  'GET /api/v1/admin/probability/[id]/': { level: 'admin', call: async () => ({ params: { id: id('table') } }) },
  'PUT /api/v1/admin/probability/[id]/': {
    level: 'admin',
    call: async () => ({
      params: { id: String(await newTable()) },
      body: tableBody([ids.item!, ids.item2!], 1_000_000, { note: { ko: '수정', zh_tw: '修改' } }),
    }),
  },
  'GET /api/v1/admin/items/': { level: 'admin' },
  'POST /api/v1/admin/items/': {
    level: 'admin',
    call: async () => ({
      body: { name_ko: '새 모자', name_zh_tw: '新帽子', image: '/art/items/royal-crown.png', item_type: 'EQUIPMENT_HAT', item_rating: 'S' },
    }),
    ok: { status: 201, code: 0 },
  },
  'GET /api/v1/admin/items/[id]/': { level: 'admin', call: async () => ({ params: { id: id('item') } }) },
  'PUT /api/v1/admin/items/[id]/': {
    level: 'admin',
    call: async () => ({
      params: { id: id('item') },
      body: {
        name_ko: '고친 모자',
        name_zh_tw: '改過的帽子',
        image: '/art/items/royal-crown.png',
        item_type: 'EQUIPMENT_HAT',
        item_rating: 'B',
      },
    }),
  },
  'POST /api/v1/admin/uploads/': {
    level: 'admin',
    call: async () => {
      const form = new FormData();
      form.set('purpose', 'sprite');
      form.set('frames', '4');
      form.set('image', await png(64, 16), 'sheet.png');
      return { form };
    },
    ok: { status: 201, code: 0 },
  },
  'GET /api/v1/admin/banners/': { level: 'admin' },
  'POST /api/v1/admin/banners/': {
    level: 'admin',
    call: async () => ({
      body: { title_ko: '봄 이벤트', title_zh_tw: '春季活動', image: '/art/banners/spring.png', link_url: '/community' },
    }),
    ok: { status: 201, code: 0 },
  },
  'PUT /api/v1/admin/banners/order/': {
    level: 'admin',
    call: async () => {
      const db = await getDb();
      const rows = await db.select({ id: schema.banners.id }).from(schema.banners);
      return { body: { ids: rows.map((r) => r.id).reverse() } };
    },
  },
  'PATCH /api/v1/admin/banners/[id]/': { level: 'admin', call: async () => ({ params: { id: id('banner') }, body: { active: false } }) },
  'DELETE /api/v1/admin/banners/[id]/': {
    level: 'admin',
    call: async () => {
      const db = await getDb();
      const [row] = await db
        .insert(schema.banners)
        .values({ titleKo: '지울 배너', titleZhTw: '刪除', image: '/art/banners/spring.png' })
        .returning();
      return { params: { id: String(row!.id) } };
    },
  },
  'GET /api/v1/admin/inquiries/': { level: 'admin' },
  'GET /api/v1/admin/inquiries/[id]/': { level: 'admin', call: async () => ({ params: { id: id('inquiry') } }) },
  'POST /api/v1/admin/inquiries/[id]/replies/': {
    level: 'admin',
    call: async () => ({ params: { id: id('inquiry') }, body: { content: '확인해 볼게요.' } }),
    ok: { status: 201, code: 0 },
  },
  'PUT /api/v1/admin/inquiries/[id]/status/': {
    level: 'admin',
    call: async () => ({ params: { id: String((await makeInquiry(bystander.id)).id) }, body: { status: 'processing' } }),
  },
  'GET /api/v1/admin/audit/': { level: 'admin' },
  'GET /api/v1/admin/audit/actions/': { level: 'admin' },
  'GET /api/v1/admin/audit/chain/': { level: 'admin' },
  'POST /api/v1/admin/audit/chain/': { level: 'admin' },
};

async function insertGuide() {
  const db = await getDb();
  const [row] = await db
    .insert(schema.guides)
    .values({ slug: `guide-${next()}`, category: 'beginner', titleKo: '안내', titleZhTw: '說明', contentKo: '# 안내' })
    .returning();
  return row!;
}

// ── Calling ─────────────────────────────────────────────────────────────────

const endpoints = routeFiles(API_ROOT).flatMap((file) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the route files are found at run time, so loaded synchronously here
  const mod = require(file) as Record<string, unknown>;
  return METHODS.filter((m) => typeof mod[m] === 'function').map((method) => ({
    key: `${method} ${routePath(file)}`,
    method,
    path: routePath(file),
    fn: mod[method] as Handler,
  }));
});

type Endpoint = (typeof endpoints)[number];

let address = 0;

// Each request comes from an address of its own, so the per-address limits stay out of the way.
function send(endpoint: Endpoint, headers: Record<string, string>, call: Call = {}) {
  const n = ++address;
  const base = { ...clientHeader(`10.88.${Math.floor(n / 250) % 250}.${n % 250}`), ...headers };
  const init: RequestInit = call.form
    ? { method: endpoint.method, headers: base, body: call.form }
    : call.body !== undefined
      ? { method: endpoint.method, headers: { 'content-type': 'application/json', ...base }, body: JSON.stringify(call.body) }
      : { method: endpoint.method, headers: base };
  return callRoute(endpoint.fn, `${endpoint.path}${call.query ?? ''}`, { ...init, params: call.params ?? {} });
}

/** A fresh account for the role and the headers it sends (a guest's account only owns what the call needs). */
async function caller(role: Role): Promise<{ actor: Account; headers: Record<string, string> }> {
  const actor = await (role === 'suspended' ? makeSuspended() : role === 'admin' ? makeAdmin() : makeAccount());
  if (role === 'revoked') await revokeSessions(await getDb(), actor.id);
  return { actor, headers: role === 'guest' ? {} : actor.auth };
}

function expectedFor(spec: Spec, role: Role): { answer: Answer; denied: boolean } {
  const denied = DENIED[spec.level][role];
  if (denied) return { answer: denied, denied: true };
  const byRole = spec.byRole?.[role] ?? (role === 'revoked' ? spec.byRole?.guest : undefined);
  return { answer: byRole ?? spec.ok ?? { status: 200, code: 0 }, denied: false };
}

// ── The matrix ──────────────────────────────────────────────────────────────

it('finds every route under app/api, and each method has a line in the table', () => {
  expect(endpoints.length).toBeGreaterThanOrEqual(130);
  const missing = endpoints.map((e) => e.key).filter((key) => !(key in ROUTES));
  expect(missing).toEqual([]);
  const stale = Object.keys(ROUTES).filter((key) => !endpoints.some((e) => e.key === key));
  expect(stale).toEqual([]);
});

it('each line of the table is the auth level its route declares in its contract', () => {
  const disagree = endpoints
    .map((e) => ({ key: e.key, declared: contractOf(e.fn)?.auth ?? 'optional' }))
    .filter(({ key, declared }) => ROUTES[key] && ROUTES[key].level !== (declared === 'optional' ? 'public' : declared))
    .map(({ key, declared }) => `${key}: table ${ROUTES[key]!.level}, contract ${declared}`);
  expect(disagree).toEqual([]);
});

describe.each(endpoints.map((e) => [e.key, e] as const))('%s', (key, endpoint) => {
  const spec = ROUTES[key];

  it.each(ROLES)('answers a %s as its auth level says', async (role) => {
    if (!spec) throw new Error(`${key} has no line in ROUTES`);
    const { actor, headers } = await caller(role);
    const call = spec.call ? await spec.call(actor) : {};
    const { answer, denied } = expectedFor(spec, role);
    const audits = await auditCount();
    const res = await send(endpoint, headers, call);
    if (res.status !== answer.status)
      throw new Error(`${key} as ${role}: expected ${answer.status}, got ${res.status} ${JSON.stringify(res.body)}`);
    if (!spec.raw && answer.code !== undefined) expect(res.body.code).toBe(answer.code);
    if (spec.raw) expect(res.body).toMatchObject({ openapi: expect.any(String) });
    if (denied) {
      if (answer.code === 1301) expect(res.body.meta).toMatchObject({ reason: '도배', until: expect.any(String) });
      expect(await auditCount()).toBe(audits);
    }
    // Every administrator-only write is recorded (uploads alone are not: the item or banner using them is); reads never
    // are, nor is trying a text on the word filter, which saves nothing.
    if (role === 'admin' && spec.level === 'admin') {
      if (endpoint.method === 'GET' || key === 'POST /api/v1/admin/word-filters/test/') expect(await auditCount()).toBe(audits);
      else if (key !== 'POST /api/v1/admin/uploads/') expect(await auditCount()).toBeGreaterThan(audits);
    }
  });

  if (spec?.owned) {
    const owned = spec.owned;
    it("answers another member 403 or 404, and leaves the owner's thing as it was", async () => {
      const [owner, other] = await Promise.all([makeAccount(), makeAccount()]);
      const { call, state } = await owned(owner);
      const before = await state();
      const res = await send(endpoint, other.auth, call);
      expect([403, 404]).toContain(res.status);
      expect([1300, 1400]).toContain(res.body.code);
      expect(await state()).toEqual(before);
    });
  }
});

// ── What the matrix cannot see from status codes ────────────────────────────

const route = (key: string) => {
  const found = endpoints.find((e) => e.key === key);
  if (!found) throw new Error(`no route ${key}`);
  return found;
};

describe('a revoked token on an optional-auth route counts as no token', () => {
  it('is answered as a guest, not as the member it belonged to', async () => {
    const me = await makeAccount();
    const available = route('GET /api/v1/user/nickname/available/');
    const query = { query: `?nickname=${encodeURIComponent(me.nickname)}` };
    // Signed in, one's own nickname is available to keep; to anyone else it is taken.
    expect((await send(available, me.auth, query)).body.data).toEqual({ available: true });
    expect((await send(available, {}, query)).body.data).toEqual({ available: false, reason: 'taken' });
    await revokeSessions(await getDb(), me.id);
    const res = await send(available, me.auth, query);
    expect(res).toMatchObject({ status: 200, body: { code: 0, data: { available: false } } });
  });
});

describe("another member's things do not show in one's own lists", () => {
  it('sessions, notifications, inquiries, comments, reports, blocks and friend requests are the viewer’s only', async () => {
    const db = await getDb();
    const [owner, other] = await Promise.all([makeAccount(), makeAccount()]);
    const note = await notification(owner.id);
    const inquiry = await makeInquiry(owner.id);
    const comment = await makeComment(ids.openPost!, owner.id);
    const reported = await makePost(author.id);
    await makeReport(owner.id, 'post', reported.id);
    await db.insert(schema.blocks).values({ blockerId: owner.id, blockedId: bystander.id });
    await friendship(bystander.id, owner.id, 'pending');

    const list = async (key: string) => (await send(route(key), other.auth)).body.data;
    expect((await list('GET /api/v1/user/sessions/')).length).toBe(1);
    expect((await list('GET /api/v1/user/notification/')).results.map((n: { id: number }) => n.id)).not.toContain(note.id);
    expect(await list('GET /api/v1/user/notification/unread-count/')).toEqual({ count: 0 });
    expect((await list('GET /api/v1/support/inquiries/')).results.map((i: { id: number }) => i.id)).not.toContain(inquiry.id);
    expect(JSON.stringify(await list('GET /api/v1/community/reply/my/'))).not.toContain(`"id":${comment.id},`);
    expect((await list('GET /api/v1/user/report/')).results).toEqual([]);
    expect((await list('GET /api/v1/user/block/')).results).toEqual([]);
    expect(JSON.stringify(await list('GET /api/v1/friend/request/'))).not.toContain(bystander.uuid);
  });

  it("another member's read-all and logout-others touch only their own notifications and sessions", async () => {
    const db = await getDb();
    const [owner, other] = await Promise.all([makeAccount(), makeAccount()]);
    const note = await notification(owner.id);
    await send(route('POST /api/v1/user/notification/read-all/'), other.auth);
    await send(route('POST /api/v1/user/logout-others/'), other.auth);
    expect(await rowOf.notification(note.id)).toEqual([expect.objectContaining({ readAt: null })]);
    const live = await db
      .select({ n: count() })
      .from(schema.sessions)
      .where(and(eq(schema.sessions.userId, owner.id), isNull(schema.sessions.revokedAt)));
    expect(live[0]!.n).toBe(1);
    expect((await send(route('GET /api/v1/user/'), owner.auth)).status).toBe(200);
  });
});

it('checks the administrator on every call: a member made administrator gets in, and loses it with the role', async () => {
  const db = await getDb();
  const promoted = await makeAccount();
  const overview = route('GET /api/v1/admin/overview/');
  expect((await send(overview, promoted.auth)).status).toBe(403);
  await db.update(schema.users).set({ role: 'admin' }).where(eq(schema.users.id, promoted.id));
  expect((await send(overview, promoted.auth)).status).toBe(200);
  await db.update(schema.users).set({ role: 'member' }).where(eq(schema.users.id, promoted.id));
  expect((await send(overview, promoted.auth)).status).toBe(403);
});

it("records an administrator's delete of another member's post or comment through the members' routes in the audit log", async () => {
  const db = await getDb();
  const [owner, admin] = await Promise.all([makeAccount(), makeAdmin()]);
  const post = await makePost(owner.id);
  const comment = await makeComment(post.id, owner.id);
  const before = await auditCount();
  expect((await send(route('DELETE /api/v1/community/reply/[id]/'), admin.auth, { params: { id: String(comment.id) } })).status).toBe(200);
  expect((await send(route('DELETE /api/v1/community/[id]/'), admin.auth, { params: { id: String(post.id) } })).status).toBe(200);
  expect(await auditCount()).toBe(before + 2);
  const rows = await db.select().from(schema.auditLog).where(eq(schema.auditLog.actorId, admin.id));
  expect(rows.map((r) => r.action).sort()).toEqual(['comment.delete', 'post.delete']);
  // The author's own delete is not moderation and writes no row.
  const own = await makePost(owner.id);
  expect((await send(route('DELETE /api/v1/community/[id]/'), owner.auth, { params: { id: String(own.id) } })).status).toBe(200);
  expect(await auditCount()).toBe(before + 2);
});
