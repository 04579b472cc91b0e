import 'server-only';
import { eq, or } from 'drizzle-orm';
import { getDb, schema } from '@/lib/server/db';
import { liveConfig } from './config';
import type { LiveRow } from './feed';

/** Who may see one event: nobody when its comment or post is gone, never the members in `hiddenFor`. */
export type Audience = { visible: boolean; hiddenFor: ReadonlySet<number> };

const EVERYONE: Audience = { visible: true, hiddenFor: new Set() };
const NOBODY: Audience = { visible: false, hiddenFor: new Set() };

// Worked out once per event, shared by every stream on its topic (a thousand readers of a post
// cost two queries per comment), and kept a few seconds for readers resuming at the same time.
const KEEP_MS = 5000;
const MAX_KEPT = 2000;
const kept = new Map<number, { at: number; audience: Promise<Audience> }>();

export function liveAudience(row: LiveRow): Promise<Audience> {
  const now = Date.now();
  const hit = kept.get(row.id);
  if (hit && now - hit.at < KEEP_MS) return hit.audience;
  const audience = work(row).catch((error) => {
    console.error('[live] could not check who may see an event; not sent', error);
    return NOBODY;
  });
  kept.set(row.id, { at: now, audience });
  if (kept.size > MAX_KEPT) {
    for (const [id, entry] of kept) {
      if (kept.size <= MAX_KEPT / 2 && now - entry.at < KEEP_MS) break;
      kept.delete(id);
    }
  }
  return audience;
}

async function work(row: LiveRow): Promise<Audience> {
  if (row.kind === 'comment') {
    // Moderation, the report threshold or the author may hide a comment a moment after it was
    // posted: its event waits out the hold, and then its visibility decides.
    const hold = liveConfig.commentHoldMs;
    const wait = Math.min(hold, (row.seenAt ?? Date.now()) + hold - Date.now());
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const payload = (row.payload ?? {}) as { comment_id?: unknown };
    const commentId = Number(payload.comment_id);
    if (!Number.isInteger(commentId)) return NOBODY;
    const db = await getDb();
    // Hidden or deleted since it was written (a report threshold, a moderator, the author): not news any more.
    const [found] = await db
      .select({
        commentHidden: schema.comments.isHidden,
        commentDeleted: schema.comments.deletedAt,
        postHidden: schema.posts.isHidden,
        postDeleted: schema.posts.deletedAt,
      })
      .from(schema.comments)
      .innerJoin(schema.posts, eq(schema.posts.id, schema.comments.postId))
      .where(eq(schema.comments.id, commentId))
      .limit(1);
    if (!found || found.commentHidden || found.commentDeleted || found.postHidden || found.postDeleted) return NOBODY;
  }
  if (row.actorId === null) return EVERYONE;
  return { visible: true, hiddenFor: new Set(await blockedEitherWay(row.actorId)) };
}

/** Members who blocked `userId` or whom `userId` blocked: they see nothing of each other live either. */
async function blockedEitherWay(userId: number): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .select({ blocker: schema.blocks.blockerId, blocked: schema.blocks.blockedId })
    .from(schema.blocks)
    .where(or(eq(schema.blocks.blockerId, userId), eq(schema.blocks.blockedId, userId)));
  return rows.map((r) => (r.blocker === userId ? r.blocked : r.blocker));
}

/** Whether a reader (a member's id, or null for a guest) gets the event. */
export function mayReceive(audience: Audience, readerId: number | null): boolean {
  return audience.visible && (readerId === null || !audience.hiddenFor.has(readerId));
}
