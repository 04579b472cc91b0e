import 'server-only';
import { and, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Viewer } from '@/lib/server/auth/session';
import { getDb, schema } from '@/lib/server/db';
import { columnsOf, insertOne, updateOne } from '@/lib/server/db/rows';
import { containsPattern } from '@/lib/server/db/like';
import type { Page } from '@/lib/server/db/paging';
import { liveNotice, noticeRows } from '@/lib/server/notices';
import type { AdminNoticeDto, NoticeInput, NoticePatch } from '@/lib/validation/admin/content/notices';
import { editAction, recordAudit } from '@/lib/server/audit/log';
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

// A notice's fields, stored in the columns of the same names (columnsOf), and its publication
// time: a notice created without one is published now (the column's default).
const FIELDS = ['kind', 'title_ko', 'title_zh_tw', 'content_ko', 'content_zh_tw', 'is_pinned'] as const;
const publishedAt = (input: NoticePatch) => (input.published_at ? new Date(input.published_at) : undefined);

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
    const row = await insertOne(tx, notices, { ...columnsOf(input, FIELDS), publishedAt: publishedAt(input), authorId: admin.id });
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
    const row = await updateOne(tx, notices, eq(notices.id, id), {
      ...columnsOf(input, FIELDS),
      publishedAt: publishedAt(input),
      updatedAt: sql`now()`,
    });
    await recordAudit(tx, {
      actorId: admin.id,
      action: editAction(input, 'is_pinned', { on: 'notice.pin', off: 'notice.unpin', edit: 'notice.update' }),
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
