import { createSession } from '@/lib/server/auth/session';
import { flattenCategoryTree } from '@/lib/server/community/category-tree';
import { getDb, schema } from '@/lib/server/db';
import { SEED_BADGES } from '@/lib/server/seed/data/people';

// Members, badges and categories for the people API tests, and request helpers.

export type Person = { id: number; uuid: string; nickname: string; auth: { authorization: string } };

let counter = 0;

export async function seedCatalogue() {
  const db = await getDb();
  await db.insert(schema.categories).values(flattenCategoryTree()).onConflictDoNothing();
  await db
    .insert(schema.badges)
    .values(SEED_BADGES.map((b) => ({ ...b })))
    .onConflictDoNothing();
}

export async function makePerson(nickname?: string, extra: Partial<typeof schema.users.$inferInsert> = {}): Promise<Person> {
  const db = await getDb();
  counter += 1;
  const name = nickname ?? `사람${counter}`;
  const [row] = await db
    .insert(schema.users)
    .values({ email: `p${counter}-${Date.now()}@example.com`, nickname: name, ...extra })
    .returning();
  const token = await createSession(row!.id, 'web');
  return { id: row!.id, uuid: row!.uuid, nickname: name, auth: { authorization: `Token ${token}` } };
}

export const json = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
  method,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

export const asUser = (person: Person | null, extra: Record<string, string> = {}) => ({
  headers: { ...(person ? person.auth : {}), ...extra },
});

export async function makePost(authorId: number, extra: Partial<typeof schema.posts.$inferInsert> = {}) {
  const db = await getDb();
  const [row] = await db
    .insert(schema.posts)
    .values({ categoryId: 25, authorId, title: `글 ${++counter}`, content: '슬라임 이야기를 적어 봐요. 열 글자 넘게요.', ...extra })
    .returning();
  return row!;
}

export async function makeComment(postId: number, authorId: number, extra: Partial<typeof schema.comments.$inferInsert> = {}) {
  const db = await getDb();
  const [row] = await db
    .insert(schema.comments)
    .values({ postId, authorId, content: `댓글 ${++counter}`, ...extra })
    .returning();
  return row!;
}
