import 'server-only';
import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import { violatedUniqueIndex } from '@/lib/server/auth/db-errors';
import type { Viewer } from '@/lib/server/auth/session';
import { getDb, schema } from '@/lib/server/db';
import { columnsOf, insertOne, updateOne } from '@/lib/server/db/rows';
import { containsPattern } from '@/lib/server/db/like';
import { readPage, type Page } from '@/lib/server/db/paging';
import { AppError, NotFound } from '@/lib/server/http/errors';
import type { GuideCategory } from '@/lib/validation/guides';
import type { AdminGuideDto, GuideInput, GuidePatch } from '@/lib/validation/admin/content/guides';
import { recordAudit } from '@/lib/server/audit/log';
import { invalidatePages } from '@/lib/server/cache/pages';

// Guides: the guide book's articles in both languages, Markdown, by category.
// Unpublished guides stay out of the guide book, its search and the guide bot (lib/server/guides
// reads only published ones). Empty content is the spec's "guide page ID is empty" state.

const { guides } = schema;
type GuideRow = typeof guides.$inferSelect;

export function toAdminGuide(row: GuideRow): AdminGuideDto {
  return {
    id: row.id,
    slug: row.slug,
    category: row.category as GuideCategory,
    title_ko: row.titleKo,
    title_zh_tw: row.titleZhTw,
    content_ko: row.contentKo,
    content_zh_tw: row.contentZhTw,
    sort_order: row.sortOrder,
    published: row.published,
    updated_at: row.updatedAt.toISOString(),
  };
}

// A guide's fields, stored in the columns of the same names (columnsOf).
const FIELDS = ['slug', 'category', 'title_ko', 'title_zh_tw', 'content_ko', 'content_zh_tw', 'sort_order', 'published'] as const;

const slugTaken = () => new AppError('CONFLICT', 'Another guide uses this slug', { slug: ['slugTaken'] });

export async function listAdminGuides(q: {
  page: number;
  page_size: number;
  category?: GuideCategory;
  q?: string;
}): Promise<Page<AdminGuideDto>> {
  const db = await getDb();
  const like = q.q ? containsPattern(q.q) : null;
  const where = and(
    q.category ? eq(guides.category, q.category) : undefined,
    like ? or(ilike(guides.titleKo, like), ilike(guides.titleZhTw, like), ilike(guides.slug, like)) : undefined,
  );
  const page = await readPage(
    { page: q.page, pageSize: q.page_size },
    (limit, offset) =>
      db
        .select()
        .from(guides)
        .where(where)
        .orderBy(asc(guides.category), asc(guides.sortOrder), asc(guides.id))
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(guides).where(where),
  );
  return { ...page, results: page.results.map(toAdminGuide) };
}

export async function getAdminGuide(id: number): Promise<AdminGuideDto> {
  const db = await getDb();
  const [row] = await db.select().from(guides).where(eq(guides.id, id)).limit(1);
  if (!row) throw NotFound('Guide not found');
  return toAdminGuide(row);
}

export async function createGuide(admin: Viewer, input: GuideInput): Promise<AdminGuideDto> {
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const row = await insertOne(tx, guides, columnsOf(input, FIELDS));
      await recordAudit(tx, { actorId: admin.id, action: 'guide.create', targetType: 'guide', targetId: row.id, after: toAdminGuide(row) });
      await invalidatePages(['guides'], tx);
      return toAdminGuide(row);
    });
  } catch (error) {
    if (violatedUniqueIndex(error)) throw slugTaken();
    throw error;
  }
}

export async function updateGuide(admin: Viewer, id: number, input: GuidePatch): Promise<AdminGuideDto> {
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(guides).where(eq(guides.id, id)).for('update');
      if (!before) throw NotFound('Guide not found');
      const row = await updateOne(tx, guides, eq(guides.id, id), { ...columnsOf(input, FIELDS), updatedAt: sql`now()` });
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'guide.update',
        targetType: 'guide',
        targetId: id,
        before: toAdminGuide(before),
        after: toAdminGuide(row),
      });
      await invalidatePages(['guides'], tx);
      return toAdminGuide(row);
    });
  } catch (error) {
    if (violatedUniqueIndex(error)) throw slugTaken();
    throw error;
  }
}
