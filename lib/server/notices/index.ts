import 'server-only';
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/constants';
import { getDb, schema, type Db } from '@/lib/server/db';
import { readPage, type Page } from '@/lib/server/db/paging';
import { NotFound } from '@/lib/server/http/errors';
import { pick } from '@/lib/bilingual';
import type { NoticeDto, NoticeSummaryDto } from '@/lib/validation/notices';

const { notices } = schema;
const EXCERPT_LENGTH = 80;

function toDto(row: schema.Notice, locale: Locale): NoticeDto {
  return {
    id: row.id,
    kind: row.kind,
    title: pick(locale, row.titleKo, row.titleZhTw),
    content: pick(locale, row.contentKo, row.contentZhTw),
    is_pinned: row.isPinned,
    published_at: row.publishedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function excerpt(markdown: string, max = EXCERPT_LENGTH): string {
  const plain = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > max ? `${plain.slice(0, max)}…` : plain;
}

/** One page of notice rows, pinned first, newest first; for the public list and the admin one. */
export function noticeRows(db: Db, at: { page: number; pageSize: number }, where: SQL | undefined) {
  return readPage(
    at,
    (limit, offset) =>
      db
        .select()
        .from(notices)
        .where(where)
        .orderBy(desc(notices.isPinned), desc(notices.publishedAt), desc(notices.id))
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(notices).where(where),
  );
}

const visible = (kind?: NoticeDto['kind']) => and(isNull(notices.deletedAt), kind ? eq(notices.kind, kind) : undefined);

export async function listNotices(opts: {
  page: number;
  pageSize: number;
  kind?: NoticeDto['kind'];
  locale: Locale;
}): Promise<Page<NoticeSummaryDto>> {
  const db = await getDb();
  const page = await noticeRows(db, opts, visible(opts.kind));
  const results = page.results.map((row) => {
    const { content, ...rest } = toDto(row, opts.locale);
    return { ...rest, excerpt: excerpt(content) };
  });
  return { ...page, results };
}

/** The notice `id` unless it was deleted, locked with `lock` (an editor's transaction); a 404 otherwise. */
export async function liveNotice(db: Db, id: number, lock?: 'update'): Promise<schema.Notice> {
  const query = db
    .select()
    .from(notices)
    .where(and(eq(notices.id, id), isNull(notices.deletedAt)));
  const [row] = await (lock ? query.for(lock) : query.limit(1));
  if (!row) throw NotFound('Notice not found');
  return row;
}

export async function getNotice(id: number, locale: Locale): Promise<NoticeDto> {
  return toDto(await liveNotice(await getDb(), id), locale);
}

export async function listNoticeSitemapEntries() {
  const db = await getDb();
  return db
    .select({ id: notices.id, updatedAt: notices.updatedAt })
    .from(notices)
    .where(isNull(notices.deletedAt))
    .orderBy(desc(notices.publishedAt))
    .limit(5000);
}
