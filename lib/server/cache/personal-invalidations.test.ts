import { eq, gt, sql } from 'drizzle-orm';
import { createSession, revokeSessions, viewerFromToken } from '@/lib/server/auth/session';
import { toggleReaction } from '@/lib/server/community/post-write';
import { grantBadge } from '@/lib/server/people/badges';
import { blockUser, unblockUser } from '@/lib/server/people/blocks';
import { markAllRead, notify } from '@/lib/server/people/notifications';
import { updateProfile } from '@/lib/server/people/profiles';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { insertPosts, seedBoard } from '@/test/community-read-fixtures';

// Migration 0025: every write that changes a member's personal layer records `member:<id>` with
// the write, so each instance's server drops the layers it keeps for that member.
let board: Awaited<ReturnType<typeof seedBoard>>;
let mark = 0;
beforeAll(async () => {
  board = await seedBoard();
});
afterAll(closeDb);
beforeEach(async () => {
  const [row] = await (
    await getDb()
  )
    .select({ id: sql<number>`coalesce(max(${schema.cacheInvalidations.id}), 0)` })
    .from(schema.cacheInvalidations);
  mark = Number(row!.id);
});

/** The tags recorded since the test began, flattened. */
async function recorded(): Promise<string[]> {
  const rows = await (
    await getDb()
  )
    .select({ tags: schema.cacheInvalidations.tags })
    .from(schema.cacheInvalidations)
    .where(gt(schema.cacheInvalidations.id, mark));
  return rows.flatMap((r) => r.tags);
}
const viewerOf = async (id: number) => (await viewerFromToken(await createSession(id, 'web')))!;

describe('writes that change a personal layer record the member', () => {
  it('a notification, and reading it', async () => {
    await notify(null, board.alice.id, 'comment', { postId: 1, actorId: board.bob.id });
    expect(await recorded()).toContain(`member:${board.alice.id}`);
    await markAllRead(board.alice.id);
    expect((await recorded()).filter((t) => t === `member:${board.alice.id}`).length).toBeGreaterThanOrEqual(2);
  });

  it('a block and an unblock, for both members', async () => {
    const alice = await viewerOf(board.alice.id);
    await blockUser(alice, board.bob.uuid, 'ko');
    await unblockUser(alice, board.bob.uuid, 'ko');
    const tags = await recorded();
    expect(tags.filter((t) => t === `member:${board.alice.id}`).length).toBe(2);
    expect(tags.filter((t) => t === `member:${board.bob.id}`).length).toBe(2);
  });

  it('a reaction, a badge, a profile edit', async () => {
    const [post] = await insertPosts([{ title: '반응 글', categoryId: 25, authorId: board.alice.id }]);
    await toggleReaction(post!.id, await viewerOf(board.viewer.id), 'like');
    expect(await recorded()).toContain(`member:${board.viewer.id}`);
    const [badge] = await (await getDb()).select().from(schema.badges).limit(1);
    await grantBadge(board.pct.id, board.bob.id, badge!.id);
    expect(await recorded()).toContain(`member:${board.bob.id}`);
    await updateProfile(await viewerOf(board.pct.id), { status_message: '새 상태' }, 'ko');
    expect(await recorded()).toContain(`member:${board.pct.id}`);
  });

  it('a badge title edit drops every member', async () => {
    await (
      await getDb()
    )
      .update(schema.badges)
      .set({ titleKo: '새 별' })
      .where(sql`true`);
    expect(await recorded()).toContain('members');
  });

  it('a revoked session; not the sign-in bookkeeping', async () => {
    const token = await createSession(board.carol.id, 'web');
    const db = await getDb();
    await db
      .update(schema.sessions)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(schema.sessions.userId, board.carol.id));
    await db
      .update(schema.users)
      .set({ updatedAt: sql`now()` })
      .where(eq(schema.users.id, board.carol.id));
    expect(await recorded()).toEqual([]);
    await revokeSessions(db, board.carol.id);
    expect(await recorded()).toEqual([`member:${board.carol.id}`]);
    expect(await viewerFromToken(token)).toBeNull();
  });
});
