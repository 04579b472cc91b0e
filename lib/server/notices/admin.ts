import 'server-only';
import { and, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Viewer } from '@/lib/server/auth/session';
import { getDb, schema } from '@/lib/server/db';
import { insertOne, updateOne } from '@/lib/server/db/rows';
import { containsPattern } from '@/lib/server/db/like';
import type { Page } from '@/lib/server/db/paging';
import { liveNotice, noticeRows } from '@/lib/server/notices';
import type { AdminNoticeDto, NoticeInput, NoticePatch } from '@/lib/validation/admin/content/notices';
import { recordAudit } from '@/lib/server/audit/log';
import { invalidatePages } from '@/lib/server/cache/pages';

// Notices: both languages side by side, Markdown, pinned first on the public
// list (lib/server/notices reads them). Deleting is soft, like the read side expects.

const { notices } = schema;
type NoticeRow = typeof notices.$inferSelect;

export function toAdminNotice(row: NoticeRow): AdminNoticeDto {
  return {
    id: row.id,
    kind: row.kind,
    title_ko: row.titleKo,
    title_zh_tw: row.titleZhTw,
    content_ko: row.contentKo,
    content_zh_tw: row.contentZhTw,
    is_pinned: row.isPinned,
    published_at: row.publishedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

// The columns of a notice's fields; a field left out is undefined, which an update skips and an
// insert fills with the column's default (a publication time of now).
type NoticeColumns = Pick<
  typeof notices.$inferInsert,
  'kind' | 'titleKo' | 'titleZhTw' | 'contentKo' | 'contentZhTw' | 'isPinned' | 'publishedAt'
>;
function columns(input: NoticeInput): NoticeColumns;
function columns(input: NoticePatch): Partial<NoticeColumns>;
function columns(input: NoticePatch): Partial<NoticeColumns> {
  return {
    kind: input.kind,
    titleKo: input.title_ko,
    titleZhTw: input.title_zh_tw,
    contentKo: input.content_ko,
    contentZhTw: input.content_zh_tw,
    isPinned: input.is_pinned,
    publishedAt: input.published_at ? new Date(input.published_at) : undefined,
  };
}

// The audit log keeps whole notices, so the diff view shows what the text said before.
const snapshot = toAdminNotice;

export async function listAdminNotices(q: { page: number; page_size: number; q?: string }): Promise<Page<AdminNoticeDto>> {
  const db = await getDb();
  const like = q.q ? containsPattern(q.q) : null;
  const where = and(isNull(notices.deletedAt), like ? or(ilike(notices.titleKo, like), ilike(notices.titleZhTw, like)) : undefined);
  const page = await noticeRows(db, { page: q.page, pageSize: q.page_size }, where);
  return { ...page, results: page.results.map(toAdminNotice) };
}

export async function getAdminNotice(id: number): Promise<AdminNoticeDto> {
  return toAdminNotice(await liveNotice(await getDb(), id));
}

export async function createNotice(admin: Viewer, input: NoticeInput): Promise<AdminNoticeDto> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await insertOne(tx, notices, { ...columns(input), authorId: admin.id });
    await recordAudit(tx, { actorId: admin.id, action: 'notice.create', targetType: 'notice', targetId: row.id, after: snapshot(row) });
    await invalidatePages(['notices'], tx);
    return toAdminNotice(row);
  });
}

/** Edits any of the fields; pinning is `{is_pinned: true}`. */
export async function updateNotice(admin: Viewer, id: number, input: NoticePatch): Promise<AdminNoticeDto> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await liveNotice(tx, id, 'update');
    const row = await updateOne(tx, notices, eq(notices.id, id), { ...columns(input), updatedAt: sql`now()` });
    const onlyPin = Object.keys(input).length === 1 && input.is_pinned !== undefined;
    const action = onlyPin ? (input.is_pinned ? 'notice.pin' : 'notice.unpin') : 'notice.update';
    await recordAudit(tx, {
      actorId: admin.id,
      action,
      targetType: 'notice',
      targetId: id,
      before: snapshot(before),
      after: snapshot(row),
    });
    await invalidatePages(['notices'], tx);
    return toAdminNotice(row);
  });
}

export async function deleteNotice(admin: Viewer, id: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const before = await liveNotice(tx, id, 'update');
    await tx
      .update(notices)
      .set({ deletedAt: sql`now()` })
      .where(eq(notices.id, id));
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'notice.delete',
      targetType: 'notice',
      targetId: id,
      before: snapshot(before),
      after: { deleted: true },
    });
    await invalidatePages(['notices'], tx);
  });
}
