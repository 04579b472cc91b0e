import { and, eq } from 'drizzle-orm';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { awardEarnedBadges, grantBadge, revokeBadge } from '@/lib/server/people/badges';
import { afterCommentCreated, afterPostCreated } from '@/lib/server/people/hooks';
import { callRoute } from '@/test/call-route';
import { asUser, json, makeComment, makePerson, makePost, seedCatalogue, type Person } from '@/test/people';
import { GET as catalogue } from '../../badges/route';
import { GET as theirBadges } from '../../users/[uuid]/badges/route';
import { GET as notifications } from '../notification/route';
import { PATCH as editProfile } from '../profile/route';
import { GET as myBadges } from './route';

const codesOf = (body: { data: Array<{ code: string }> }) => body.data.map((b) => b.code).sort();

let admin: Person;

beforeAll(async () => {
  await seedCatalogue();
  admin = await makePerson('운영자', { role: 'admin' });
});

afterAll(() => closeDb());

describe('earned badges', () => {
  it('first post: awarded after the first post, once, with a badge notification', async () => {
    const writer = await makePerson('첫글작가');
    expect(await awardEarnedBadges(writer.id)).toEqual([]);
    const post = await makePost(writer.id);
    expect(await afterPostCreated(writer.id, post)).toBe(post);
    expect(codesOf((await callRoute(myBadges, '/api/v1/user/badges/', asUser(writer))).body)).toEqual(['first_post']);
    expect(await awardEarnedBadges(writer.id)).toEqual([]);
    const told = await callRoute(notifications, '/api/v1/user/notification/', asUser(writer));
    expect(told.body.data.results.filter((n: { kind: string }) => n.kind === 'badge')).toHaveLength(1);
    expect(told.body.data.results[0]).toMatchObject({ kind: 'badge', link: '/my/badges', payload: { code: 'first_post' } });
  });

  it('ten comments: not at nine, awarded at the tenth (deleted comments do not count)', async () => {
    const talker = await makePerson('수다쟁이');
    const host = await makePerson('글주인');
    const post = await makePost(host.id);
    for (let k = 0; k < 9; k++) await makeComment(post.id, talker.id);
    await makeComment(post.id, talker.id, { deletedAt: new Date() });
    expect(await awardEarnedBadges(talker.id)).toEqual([]);
    const tenth = await makeComment(post.id, talker.id);
    await afterCommentCreated(talker.id, { id: tenth.id, post_id: post.id, parent_id: null, reply_to: null, content: tenth.content });
    expect(codesOf((await callRoute(myBadges, '/api/v1/user/badges/', asUser(talker))).body)).toEqual(['ten_comments']);
  });

  it('contest win: a post ranked 1 on the contest board (46); other ranks and boards do not count', async () => {
    const artist = await makePerson('우승자');
    await makePost(artist.id, { categoryId: 46, rank: 2 });
    expect(await awardEarnedBadges(artist.id)).toEqual(['first_post']);
    await makePost(artist.id, { categoryId: 25, rank: 1 });
    expect(await awardEarnedBadges(artist.id)).toEqual([]);
    await makePost(artist.id, { categoryId: 46, rank: 1 });
    expect(await awardEarnedBadges(artist.id)).toEqual(['contest_winner']);
  });

  it('veteran trader: ten wish-list entries', async () => {
    const trader = await makePerson('상인');
    const db = await getDb();
    const items = await db
      .insert(schema.items)
      .values(
        Array.from({ length: 10 }, (_, k) => ({
          nameKo: `물건${k}`,
          nameZhTw: `物品${k}`,
          image: '/x.png',
          itemType: 'etc',
          itemRating: 'C',
        })),
      )
      .returning({ id: schema.items.id });
    await db.insert(schema.wishItems).values(items.slice(0, 9).map((i) => ({ userId: trader.id, itemId: i.id, wishType: 'buy' as const })));
    expect(await awardEarnedBadges(trader.id)).toEqual([]);
    await db.insert(schema.wishItems).values({ userId: trader.id, itemId: items[9]!.id, wishType: 'sell' });
    expect(await awardEarnedBadges(trader.id)).toEqual(['veteran_trader']);
  });
});

describe('granted badges and the representative badge', () => {
  it('administrators grant and revoke; revoking the representative badge clears it', async () => {
    const member = await makePerson('배지받는이');
    expect(await grantBadge(admin.id, member.id, 'bug_hunter')).toBe(true);
    expect(await grantBadge(admin.id, member.id, 'bug_hunter')).toBe(false);
    const owned = await callRoute(myBadges, '/api/v1/user/badges/?lang=zh-TW', asUser(member));
    expect(owned.body.data).toEqual([
      expect.objectContaining({
        code: 'bug_hunter',
        title: '抓蟲高手',
        hex_code: '#46a758',
        is_representative: false,
        acquired_at: expect.any(String),
      }),
    ]);
    const badgeId = owned.body.data[0].id as number;
    const picked = await callRoute(editProfile, '/api/v1/user/profile/', json('PATCH', { represent_badge_id: badgeId }, member.auth));
    expect(picked.body.data.represent_badge.badge).toMatchObject({ id: badgeId, title: '버그 헌터' });

    expect(await revokeBadge(admin.id, member.id, badgeId)).toBe(true);
    expect(await revokeBadge(admin.id, member.id, badgeId)).toBe(false);
    const db = await getDb();
    const [user] = await db.select({ represent: schema.users.representBadgeId }).from(schema.users).where(eq(schema.users.id, member.id));
    expect(user?.represent).toBeNull();
    const audit = await db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.actorId, admin.id), eq(schema.auditLog.targetId, String(member.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['badge.grant', 'badge.revoke']);
  });

  it("shows anyone a member's badges, and the catalogue with how each rule badge is earned and which the reader owns", async () => {
    const member = await makePerson('배지구경');
    await grantBadge(admin.id, member.id, 'staff');
    const theirs = await callRoute(theirBadges, `/api/v1/users/${member.uuid}/badges/`, { params: { uuid: member.uuid } });
    expect(codesOf(theirs.body)).toEqual(['staff']);

    const all = await callRoute(catalogue, '/api/v1/badges/?lang=ko', asUser(member));
    const byCode = new Map(
      (all.body.data as Array<{ code: string; owned: boolean; how_to_earn: string | null; hex_code: string }>).map((b) => [b.code, b]),
    );
    expect(byCode.get('staff')).toMatchObject({ owned: true, how_to_earn: null });
    expect(byCode.get('first_post')).toMatchObject({ owned: false, how_to_earn: '게시글을 처음 작성하면 얻어요' });
    expect(byCode.get('veteran_trader')?.how_to_earn).toContain('10');
    for (const b of byCode.values()) expect(b.hex_code).toMatch(/^#[0-9a-f]{6}$/i);
    const guest = await callRoute(catalogue, '/api/v1/badges/');
    expect(guest.body.data.every((b: { owned: boolean }) => !b.owned)).toBe(true);
  });
});
