import { and, count, eq } from 'drizzle-orm';
import { hashPassword } from '@/lib/server/auth/password';
import { createSession } from '@/lib/server/auth/session';
import { flattenCategoryTree } from '@/lib/server/community/category-tree';
import { getDb, schema } from '@/lib/server/db';
import { SEED_BADGES } from '@/lib/server/seed/data/people';
import { TAKEDOWN_TRUST_ACCOUNT_DAYS, TAKEDOWN_TRUST_MIN_CONTENT } from '@/lib/validation/takedown';

// Fixtures of the administration API tests: an administrator, members (one suspended), and
// content to act on.

export type Account = { id: number; uuid: string; nickname: string; auth: { authorization: string } };

let seq = 0;

export async function seedBasics() {
  const db = await getDb();
  await db.insert(schema.categories).values(flattenCategoryTree()).onConflictDoNothing();
  await db
    .insert(schema.badges)
    .values(SEED_BADGES.map((b) => ({ ...b })))
    .onConflictDoNothing();
}

export async function makeAccount(extra: Partial<typeof schema.users.$inferInsert> & { password?: string } = {}): Promise<Account> {
  const db = await getDb();
  seq += 1;
  const { password, ...values } = extra;
  const nickname = values.nickname ?? `회원${seq}`;
  const [row] = await db
    .insert(schema.users)
    .values({
      email: `admin-test-${seq}-${Date.now()}@example.com`,
      ...values,
      nickname,
      passwordHash: password ? await hashPassword(password) : null,
    })
    .returning();
  const token = await createSession(row!.id, 'web');
  return { id: row!.id, uuid: row!.uuid, nickname, auth: { authorization: `Token ${token}` } };
}

export const makeAdmin = (extra: Partial<typeof schema.users.$inferInsert> = {}) => makeAccount({ role: 'admin', ...extra });
export const makeSuspended = () =>
  makeAccount({ status: 'suspended', suspendedUntil: new Date(Date.now() + 7 * 86_400_000), suspensionReason: '도배' });

export async function makePost(authorId: number, extra: Partial<typeof schema.posts.$inferInsert> = {}) {
  const db = await getDb();
  seq += 1;
  const [row] = await db
    .insert(schema.posts)
    .values({ categoryId: 25, authorId, title: `운영 테스트 글 ${seq}`, content: '슬라임 이야기를 적어 봐요. 열 글자 넘게요.', ...extra })
    .returning();
  return row!;
}

export async function makeComment(postId: number, authorId: number, extra: Partial<typeof schema.comments.$inferInsert> = {}) {
  const db = await getDb();
  seq += 1;
  const [row] = await db
    .insert(schema.comments)
    .values({ postId, authorId, content: `댓글 ${seq}`, ...extra })
    .returning();
  await db
    .update(schema.posts)
    .set({ commentCount: (await db.select({ n: count() }).from(schema.comments).where(eq(schema.comments.postId, postId)))[0]!.n })
    .where(eq(schema.posts.id, postId));
  return row!;
}

/** A member the 임시조치 rule trusts: an account old enough, with enough visible posts and comments. */
export async function makeTrustedMember(): Promise<Account> {
  const member = await makeAccount({ createdAt: new Date(Date.now() - (TAKEDOWN_TRUST_ACCOUNT_DAYS + 1) * 86_400_000) });
  const own = await makePost(member.id);
  for (let n = 1; n < TAKEDOWN_TRUST_MIN_CONTENT; n++) await makeComment(own.id, member.id);
  return member;
}

export async function makeReport(
  reporterId: number,
  targetType: 'user' | 'post' | 'comment' | 'item',
  targetId: number,
  extra: Partial<typeof schema.reports.$inferInsert> = {},
) {
  const db = await getDb();
  const [row] = await db
    .insert(schema.reports)
    .values({ reporterId, targetType, targetId, reason: 'advertisement', reasonType: 3, content: '광고 글이에요', ...extra })
    .returning();
  return row!;
}

export async function makeItem(extra: Partial<typeof schema.items.$inferInsert> = {}) {
  const db = await getDb();
  seq += 1;
  const [row] = await db
    .insert(schema.items)
    .values({
      nameKo: `테스트 모자 ${seq}`,
      nameZhTw: `測試帽子 ${seq}`,
      image: '/art/items/royal-crown.png',
      itemType: 'EQUIPMENT_HAT',
      itemRating: 'A',
      ...extra,
    })
    .returning();
  return row!;
}

export async function makeInquiry(userId: number, extra: Partial<typeof schema.inquiries.$inferInsert> = {}) {
  const db = await getDb();
  seq += 1;
  const [row] = await db
    .insert(schema.inquiries)
    .values({ userId, category: 'bug', title: `문의 ${seq}`, content: '아이템이 사라졌어요.', ...extra })
    .returning();
  return row!;
}

export const jsonBody = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
  method,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

export async function auditCount(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(schema.auditLog);
  return row?.n ?? 0;
}

/** The actions the audit log recorded on one target, sorted. */
export async function auditActionsOn(targetType: string, targetId: number): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ action: schema.auditLog.action })
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.targetType, targetType), eq(schema.auditLog.targetId, String(targetId))));
  return rows.map((r) => r.action).sort();
}

/** A probability table body whose rates add up to `total` millionths. */
export function tableBody(itemIds: number[], total = 1_000_000, extra: Record<string, unknown> = {}) {
  const first = total - 100_000 * (itemIds.length - 1);
  return {
    kind: 'treasure_box',
    name_ko: '시험 보물상자',
    name_zh_tw: '測試寶箱',
    description_ko: '설명',
    description_zh_tw: '說明',
    entries: itemIds.map((item_id, n) => ({ item_id, rate_micros: n === 0 ? first : 100_000 })),
    note: { ko: '첫 공개', zh_tw: '首次公開' },
    ...extra,
  };
}
