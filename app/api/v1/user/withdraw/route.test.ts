import { eq, or } from 'drizzle-orm';
import { purgeWithdrawnAccounts } from '@/lib/server/auth/withdrawal';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { authorDisplayName } from '@/lib/server/people/display';
import { callRoute } from '@/test/call-route';
import { post, registerAccount, sendCode, skipCooldown } from '@/test/accounts';
import { GET as me } from '../route';
import { POST as login } from '../login/community/route';
import { POST as withdraw } from './route';

const DAY = 86_400_000;
const auth = (token: string) => ({ authorization: `Token ${token}` });
const withdrawAs = (token: string, body: unknown = { confirm: true }) =>
  callRoute(withdraw, '/api/v1/user/withdraw/', post(body, auth(token)));

afterAll(() => closeDb());

it('needs a signed-in user and an explicit confirmation', async () => {
  expect((await callRoute(withdraw, '/x', post({ confirm: true }))).status).toBe(401);
  const { token } = await registerAccount('email', 'unsure@example.com', '망설임');
  expect((await withdrawAs(token, { confirm: false })).body.code).toBe(1000);
  expect((await callRoute(me, '/api/v1/user/', { headers: auth(token) })).status).toBe(200);
});

it('stops the account at once, then blocks its e-mail and phone from registering for 30 days', async () => {
  const { token, user } = await registerAccount('email', 'Leaver@Example.com', '떠날게요', 'leave123!');
  const db = await getDb();
  await db.update(schema.users).set({ phone: '+821077778888' }).where(eq(schema.users.id, user.id));
  expect(await withdrawAs(token)).toMatchObject({ status: 200, body: { code: 0, data: null } });

  expect((await callRoute(me, '/api/v1/user/', { headers: auth(token) })).status).toBe(401);
  const signIn = await callRoute(login, '/x', post({ identifier: 'leaver@example.com', password: 'leave123!' }));
  expect(signIn.body.code).toBe(2001);
  await skipCooldown();
  expect((await sendCode('register', 'email', 'leaver@example.com')).body.code).toBe(2008);
  expect((await sendCode('register', 'phone', '010-7777-8888')).body.code).toBe(2008);
  // Only hashes of the identifiers are kept for the block.
  const blocks = await db.select().from(schema.withdrawnIdentifiers);
  expect(JSON.stringify(blocks)).not.toContain('leaver');
  expect(blocks.every((b) => b.blockedUntil.getTime() > Date.now() + 29 * DAY)).toBe(true);
});

it('purges the personal data 30 days later; posts and comments stay, shown as by a withdrawn user', async () => {
  const { token, user } = await registerAccount('email', 'purge-me@example.com', '사라질이', 'purge123!');
  const { user: friend } = await registerAccount('email', 'friend@example.com', '남는친구');
  const db = await getDb();
  await db
    .update(schema.users)
    .set({ statusMessage: '안녕', profileImage: '/uploads/me.png', kakaoId: 'k-1' })
    .where(eq(schema.users.id, user.id));
  await db.insert(schema.categories).values({ id: 1, key: 'free', nameKo: '자유', nameZhTw: '自由' });
  const [postRow] = await db
    .insert(schema.posts)
    .values({ categoryId: 1, authorId: user.id, title: '안녕히', content: '그동안 고마웠어요 모두들' })
    .returning();
  await db.insert(schema.comments).values({ postId: postRow!.id, authorId: user.id, content: '마지막 댓글' });
  const [item] = await db
    .insert(schema.items)
    .values({ nameKo: '모자', nameZhTw: '帽子', image: '/a.png', itemType: 'EQUIPMENT_HAT', itemRating: 'A' })
    .returning();
  await db.insert(schema.wishItems).values({ userId: user.id, itemId: item!.id, wishType: 'buy' });
  await db.insert(schema.friendships).values({ requesterId: user.id, addresseeId: friend.id, status: 'accepted' });
  await db.insert(schema.blocks).values({ blockerId: friend.id, blockedId: user.id });
  const [badge] = await db
    .insert(schema.badges)
    .values({ code: 'first', titleKo: '처음', titleZhTw: '第一', hexCode: '#ff0000' })
    .returning();
  await db.insert(schema.userBadges).values({ userId: user.id, badgeId: badge!.id });
  await db.insert(schema.notifications).values({ userId: user.id, kind: 'comment' });
  await db.insert(schema.inquiries).values({ userId: user.id, category: 'account', title: '문의', content: '내 계정' });
  await db
    .insert(schema.reports)
    .values({ reporterId: user.id, targetType: 'post', targetId: postRow!.id, reason: 'spam', content: '광고' });

  await withdrawAs(token);
  // Not yet: 29 days after withdrawal nothing is purged.
  await db
    .update(schema.users)
    .set({ withdrawnAt: new Date(Date.now() - 29 * DAY) })
    .where(eq(schema.users.id, user.id));
  expect(await purgeWithdrawnAccounts()).toEqual({ purged: 0 });
  const [kept] = await db.select().from(schema.users).where(eq(schema.users.id, user.id));
  expect(kept!.email).toBe('purge-me@example.com');
  expect(authorDisplayName(kept!, 'ko')).toBe('탈퇴한 사용자');

  await db
    .update(schema.users)
    .set({ withdrawnAt: new Date(Date.now() - 30 * DAY - 1000) })
    .where(eq(schema.users.id, user.id));
  expect(await purgeWithdrawnAccounts()).toEqual({ purged: 1 });
  const [gone] = await db.select().from(schema.users).where(eq(schema.users.id, user.id));
  expect(gone).toMatchObject({
    status: 'withdrawn',
    email: null,
    phone: null,
    passwordHash: null,
    nickname: null,
    statusMessage: '',
    profileImage: null,
    appleSub: null,
    kakaoId: null,
  });
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  expect(await count(db.select().from(schema.sessions).where(eq(schema.sessions.userId, user.id)))).toBe(0);
  expect(await count(db.select().from(schema.wishItems).where(eq(schema.wishItems.userId, user.id)))).toBe(0);
  expect(
    await count(
      db
        .select()
        .from(schema.friendships)
        .where(or(eq(schema.friendships.requesterId, user.id), eq(schema.friendships.addresseeId, user.id))),
    ),
  ).toBe(0);
  expect(await count(db.select().from(schema.blocks).where(eq(schema.blocks.blockedId, user.id)))).toBe(0);
  expect(await count(db.select().from(schema.userBadges).where(eq(schema.userBadges.userId, user.id)))).toBe(0);
  expect(await count(db.select().from(schema.notifications).where(eq(schema.notifications.userId, user.id)))).toBe(0);
  expect(await count(db.select().from(schema.inquiries).where(eq(schema.inquiries.userId, user.id)))).toBe(0);
  expect(
    await count(db.select().from(schema.verificationCodes).where(eq(schema.verificationCodes.destination, 'purge-me@example.com'))),
  ).toBe(0);
  // Content stays, under the emptied account; the report stays, now anonymous.
  expect(await count(db.select().from(schema.posts).where(eq(schema.posts.authorId, user.id)))).toBe(1);
  expect(await count(db.select().from(schema.comments).where(eq(schema.comments.authorId, user.id)))).toBe(1);
  expect(await count(db.select().from(schema.reports).where(eq(schema.reports.reporterId, user.id)))).toBe(1);
  expect(authorDisplayName(gone!, 'zh-TW')).toBe('已刪除的帳號');
  // A second run has nothing left to do.
  expect(await purgeWithdrawnAccounts()).toEqual({ purged: 0 });
});

it('frees the identifier when the 30 days are over, even before the hourly purge has run', async () => {
  const { token, user } = await registerAccount('email', 'comeback@example.com', '돌아올게');
  await withdrawAs(token);
  await skipCooldown();
  expect((await sendCode('register', 'email', 'comeback@example.com')).body.code).toBe(2008);
  const db = await getDb();
  const past = new Date(Date.now() - 31 * DAY);
  await db.update(schema.users).set({ withdrawnAt: past }).where(eq(schema.users.id, user.id));
  await db.update(schema.withdrawnIdentifiers).set({ blockedUntil: new Date(past.getTime() + 30 * DAY) });
  const again = await registerAccount('email', 'comeback@example.com', '돌아왔어');
  expect(again.user.id).not.toBe(user.id);
  const [old] = await db.select().from(schema.users).where(eq(schema.users.id, user.id));
  expect(old).toMatchObject({ email: null, nickname: null });
});

it('sweeps expired blocks, old rate-limit windows and old codes', async () => {
  const db = await getDb();
  const old = new Date(Date.now() - 2 * DAY);
  await db.insert(schema.withdrawnIdentifiers).values({ identifierHash: 'x'.repeat(64), blockedUntil: old });
  await db.insert(schema.rateLimits).values({ key: 'old-window', windowStart: old, count: 3 });
  await db.update(schema.verificationCodes).set({ createdAt: old });
  await purgeWithdrawnAccounts();
  expect(
    await db
      .select()
      .from(schema.withdrawnIdentifiers)
      .where(eq(schema.withdrawnIdentifiers.identifierHash, 'x'.repeat(64))),
  ).toEqual([]);
  expect(await db.select().from(schema.rateLimits).where(eq(schema.rateLimits.key, 'old-window'))).toEqual([]);
  expect(await db.select().from(schema.verificationCodes)).toEqual([]);
});
