import { getDb, schema } from '@/lib/server/db';
import { createSession } from '@/lib/server/auth/session';

// Fixtures of the marketplace API tests: members with tokens, and items with known names and ages.

export type TestMember = { id: number; uuid: string; token: string; auth: Record<string, string> };

let memberSeq = 0;

export async function makeMember(
  nickname: string,
  opts: { status?: 'active' | 'suspended' | 'withdrawn'; badge?: { titleKo: string; titleZhTw: string; hexCode: string } } = {},
): Promise<TestMember> {
  const db = await getDb();
  memberSeq += 1;
  let representBadgeId: number | null = null;
  if (opts.badge) {
    const [badge] = await db
      .insert(schema.badges)
      .values({ code: `badge_${memberSeq}_${Date.now()}`, ...opts.badge })
      .returning();
    representBadgeId = badge?.id ?? null;
  }
  const [user] = await db
    .insert(schema.users)
    .values({
      nickname,
      email: `${nickname.toLowerCase()}${memberSeq}@market.test`,
      profileImage: `/art/avatars/${(memberSeq % 12) + 1}.png`,
      status: opts.status ?? 'active',
      suspendedUntil: opts.status === 'suspended' ? new Date(Date.now() + 86_400_000) : null,
      representBadgeId,
    })
    .returning();
  if (!user) throw new Error('user not created');
  const token = await createSession(user.id, 'test-device');
  return { id: user.id, uuid: user.uuid, token, auth: { authorization: `Token ${token}` } };
}

export type TestItem = typeof schema.items.$inferSelect;

export async function makeItem(
  values: Partial<typeof schema.items.$inferInsert> & { nameKo: string; nameZhTw: string; minutesAgo?: number },
): Promise<TestItem> {
  const db = await getDb();
  const { minutesAgo = 0, ...rest } = values;
  const [item] = await db
    .insert(schema.items)
    .values({
      image: '/art/items/royal-crown.png',
      itemType: 'EQUIPMENT_HAT',
      itemRating: 'A',
      price: 100,
      ...rest,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    })
    .returning();
  if (!item) throw new Error('item not created');
  return item;
}

export async function wish(
  member: { id: number },
  item: { id: number },
  wishType: 'buy' | 'sell',
  extra: { status?: number; count?: number; tradeType?: 'sell' | 'buy' | 'exchange'; minutesAgo?: number } = {},
) {
  const db = await getDb();
  const created = new Date(Date.now() - (extra.minutesAgo ?? 0) * 60_000);
  const [row] = await db
    .insert(schema.wishItems)
    .values({
      userId: member.id,
      itemId: item.id,
      wishType,
      status: extra.status ?? 1,
      count: extra.count ?? 1,
      tradeType: extra.tradeType ?? wishType,
      createdAt: created,
      updatedAt: created,
    })
    .returning();
  if (!row) throw new Error('wish not created');
  return row;
}

export const json = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
