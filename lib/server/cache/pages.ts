import 'server-only';
import { gt, lt, sql } from 'drizzle-orm';
import { getDb, schema, type Db } from '@/lib/server/db';

/**
 * What a cached guest page shows (scripts/server/page-cache.mjs maps paths to these): `post:<id>`
 * the post page, `lists` the post lists, home and search, `notices`, `guides`, `probability`;
 * `all` every cached page (member profiles, badges, banners and items show on many).
 */
export type PageTag = 'all' | 'lists' | 'notices' | 'guides' | 'probability' | `post:${number}`;

type Conn = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
type Registry = { invalidate(tags: string[]): void };

const REGISTRY = Symbol.for('slime.pageCache');
const registry = () => (globalThis as { [REGISTRY]?: Registry })[REGISTRY];

export const postPageTags = (postId: number): PageTag[] => [`post:${postId}`, 'lists'];

/**
 * Drops the cached pages that show what a write changed: at once in this process, and on every
 * instance through a row of cache_invalidations. Pass the write's transaction so the row commits
 * with it. Without one, a failure is logged, not thrown: the write itself already happened.
 */
export async function invalidatePages(tags: PageTag[], tx?: Conn): Promise<void> {
  if (tags.length === 0) return;
  registry()?.invalidate(tags);
  if (tx) {
    await tx.insert(schema.cacheInvalidations).values({ tags });
    return;
  }
  try {
    await (await getDb()).insert(schema.cacheInvalidations).values({ tags });
  } catch (error) {
    console.error('[page-cache] could not record an invalidation', error);
  }
}

const FOLLOW_MS = 1000;
// Ids are taken when a transaction inserts, not when it commits: look back this far, so a row
// committed late by a longer transaction is still seen; `applied` keeps each row to one use.
const LOOK_BACK_S = 30;

let follower: NodeJS.Timeout | undefined;

/**
 * Applies every instance's invalidations to this process's page cache each second. Also this
 * process's own, once committed: a page rendered between a write's first invalidation and its
 * commit cannot outlive the second.
 */
export function followInvalidations(): void {
  if (follower || !registry()) return;
  const applied = new Map<number, number>();
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      const db = await getDb();
      const rows = await db
        .select({ id: schema.cacheInvalidations.id, tags: schema.cacheInvalidations.tags })
        .from(schema.cacheInvalidations)
        .where(gt(schema.cacheInvalidations.createdAt, sql`now() - make_interval(secs => ${LOOK_BACK_S})`));
      const now = Date.now();
      for (const row of rows) {
        if (applied.has(row.id)) continue;
        applied.set(row.id, now);
        registry()?.invalidate(row.tags);
      }
      for (const [id, at] of applied) if (now - at > 2 * LOOK_BACK_S * 1000) applied.delete(id);
    } catch (error) {
      console.error('[page-cache] could not follow invalidations', error);
    } finally {
      busy = false;
    }
  };
  follower = setInterval(tick, FOLLOW_MS);
  follower.unref();
}

export function stopFollowingInvalidations(): void {
  clearInterval(follower);
  follower = undefined;
}

/** Housekeeping: rows older than a day have long been applied everywhere. */
export async function pruneInvalidations(): Promise<void> {
  const db = await getDb();
  await db.delete(schema.cacheInvalidations).where(lt(schema.cacheInvalidations.createdAt, sql`now() - interval '1 day'`));
}
