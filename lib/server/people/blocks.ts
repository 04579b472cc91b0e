import 'server-only';
import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/constants';
import type { Viewer } from '@/lib/server/auth/session';
import { getDb, schema } from '@/lib/server/db';
import { readPage, type Page } from '@/lib/server/db/paging';
import { AppError, NotFound } from '@/lib/server/http/errors';
import { serverTranslator } from '@/lib/server/messages';
import { consume } from '@/lib/server/rate-limit';
import { loadUserSummaries } from './summary';
import type { BlockEntryDto, BlockStateDto } from '@/lib/validation/people';
import { findMember, requireActiveMember } from './common';

// Blocking. A block hides each member's posts and comments from the other
// everywhere (hiddenAuthorIds below, used by every community read), stops replies and friend
// requests between them, and ends their friendship or pending request.

const { blocks, friendships, notifications } = schema;

// Members whose content the viewer must not see: the ones they blocked and the ones who
// blocked them (so neither side sees the other's posts and comments).
export async function hiddenAuthorIds(viewerId: number | null | undefined): Promise<number[]> {
  if (!viewerId) return [];
  const db = await getDb();
  const rows = await db
    .select({ blocker: blocks.blockerId, blocked: blocks.blockedId })
    .from(blocks)
    .where(or(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, viewerId)));
  return [...new Set(rows.map((r) => (r.blocker === viewerId ? r.blocked : r.blocker)))];
}

const BLOCK_LIMIT = (userId: number) => ({ key: `block:${userId}`, max: 60, windowSeconds: 3600 });

/** `POST /v1/user/block/`: blocks a member (blocking again changes nothing). */
export async function blockUser(viewer: Viewer, uuid: string, locale: Locale): Promise<BlockStateDto> {
  const target = await requireActiveMember(uuid, locale);
  if (target.id === viewer.id)
    throw new AppError('VALIDATION', serverTranslator(locale, 'user')('block.selfBlock'), { user_uuid: ['self'] });
  await consume(BLOCK_LIMIT(viewer.id));
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.insert(blocks).values({ blockerId: viewer.id, blockedId: target.id }).onConflictDoNothing();
    await tx
      .delete(friendships)
      .where(
        or(
          and(eq(friendships.requesterId, viewer.id), eq(friendships.addresseeId, target.id)),
          and(eq(friendships.requesterId, target.id), eq(friendships.addresseeId, viewer.id)),
        ),
      );
    // Their unanswered friend request goes with the friendship row.
    await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(notifications.userId, viewer.id),
          eq(notifications.kind, 'friend_request'),
          sql`${notifications.readAt} is null`,
          sql`${notifications.payload}->>'userId' = ${String(target.id)}`,
        ),
      );
  });
  return { user_uuid: target.uuid, is_blocked: true };
}

/** `DELETE /v1/user/block/`: lifts one's block (lifting a block that is not there changes nothing). */
export async function unblockUser(viewer: Viewer, uuid: string, locale: Locale): Promise<BlockStateDto> {
  const target = await findMember(uuid);
  if (!target) throw NotFound(serverTranslator(locale, 'user')('userNotFound'));
  const db = await getDb();
  await db.delete(blocks).where(and(eq(blocks.blockerId, viewer.id), eq(blocks.blockedId, target.id)));
  return { user_uuid: target.uuid, is_blocked: false };
}

/** `GET /v1/user/block/`: the members one blocked, most recent first. */
export async function listBlocks(me: number, q: { page: number; page_size: number }, locale: Locale): Promise<Page<BlockEntryDto>> {
  const db = await getDb();
  const where = eq(blocks.blockerId, me);
  const page = await readPage(
    { page: q.page, pageSize: q.page_size },
    (limit, offset) =>
      db
        .select({ blocked: blocks.blockedId, at: blocks.createdAt })
        .from(blocks)
        .where(where)
        .orderBy(desc(blocks.createdAt), desc(blocks.blockedId))
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(blocks).where(where),
  );
  const people = await loadUserSummaries(
    page.results.map((r) => r.blocked),
    locale,
  );
  const results = page.results.flatMap((r) => {
    const user = people.get(r.blocked);
    return user ? [{ user, blocked_at: r.at.toISOString() }] : [];
  });
  return { ...page, results };
}
