import { createSession } from '@/lib/server/auth/session';
import { flattenCategoryTree } from '@/lib/server/community/category-tree';
import { getDb, schema } from '@/lib/server/db';

// A small board for the read-side API tests: members, a block, and posts with known dates.
export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

type PostSeed = Partial<typeof schema.posts.$inferInsert> & { title: string; categoryId: number; authorId: number };

export async function seedBoard() {
  const db = await getDb();
  await db.insert(schema.categories).values(flattenCategoryTree());
  const [badge] = await db.insert(schema.badges).values({ code: 'star', titleKo: '별', titleZhTw: '星星', hexCode: '#ffcc00' }).returning();
  const people = await db
    .insert(schema.users)
    .values([
      { email: 'alice@example.com', nickname: '말랑이', profileImage: '/art/avatars/1.png', representBadgeId: badge!.id },
      { email: 'bob@example.com', nickname: '珍奶控', locale: 'zh-TW' },
      { email: 'carol@example.com', nickname: '차단될사람' },
      { email: 'dave@example.com', nickname: '떠난사람', status: 'withdrawn' },
      { email: 'viewer@example.com', nickname: '구경꾼' },
      { email: 'pct@example.com', nickname: '100%_man' },
    ])
    .returning();
  const [alice, bob, carol, dave, viewer, pct] = people as [
    (typeof people)[number],
    (typeof people)[number],
    (typeof people)[number],
    (typeof people)[number],
    (typeof people)[number],
    (typeof people)[number],
  ];
  await db.insert(schema.blocks).values({ blockerId: viewer.id, blockedId: carol.id });
  const viewerAuth = { authorization: `Token ${await createSession(viewer.id, 'web')}` };
  const aliceAuth = { authorization: `Token ${await createSession(alice.id, 'web')}` };
  return { db, alice, bob, carol, dave, viewer, pct, viewerAuth, aliceAuth };
}

export async function insertPosts(rows: PostSeed[]) {
  const db = await getDb();
  return db
    .insert(schema.posts)
    .values(rows.map((r) => ({ content: `${r.title} 본문입니다. 열 글자를 넘겨요.`, ...r })))
    .returning();
}
