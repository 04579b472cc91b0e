import 'server-only';
import { eq, or } from 'drizzle-orm';
import { getDb, schema } from '@/lib/server/db';

// Members whose content the viewer must not see: the ones they blocked and the ones who
// blocked them (so neither side sees the other's posts and comments).
export async function hiddenAuthorIds(viewerId: number | null | undefined): Promise<number[]> {
  if (!viewerId) return [];
  const db = await getDb();
  const rows = await db
    .select({ blocker: schema.blocks.blockerId, blocked: schema.blocks.blockedId })
    .from(schema.blocks)
    .where(or(eq(schema.blocks.blockerId, viewerId), eq(schema.blocks.blockedId, viewerId)));
  return [...new Set(rows.map((r) => (r.blocker === viewerId ? r.blocked : r.blocker)))];
}
