import 'server-only';
import { and, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Viewer } from '@/lib/server/auth/session';
import { getDb, schema } from '@/lib/server/db';
import { one } from '@/lib/server/db/rows';
import { containsPattern } from '@/lib/server/db/like';
import type { Page } from '@/lib/server/db/paging';
import { noticeRows } from '@/lib/server/notices';
import { NotFound } from '@/lib/server/http/errors';
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
  const db = await getDb();
  const [row] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.id, id), isNull(notices.deletedAt)))
    .limit(1);
  if (!row) throw NotFound('Notice not found');
  return toAdminNotice(row);
}

export async function createNotice(admin: Viewer, input: NoticeInput): Promise<AdminNoticeDto> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = one(
      await tx
        .insert(notices)
        .values({
          kind: input.kind,
          titleKo: input.title_ko,
          titleZhTw: input.title_zh_tw,
          contentKo: input.content_ko,
          contentZhTw: input.content_zh_tw,
          isPinned: input.is_pinned,
          authorId: admin.id,
          ...(input.published_at ? { publishedAt: new Date(input.published_at) } : {}),
        })
        .returning(),
      'notice',
    );
    await recordAudit(tx, { actorId: admin.id, action: 'notice.create', targetType: 'notice', targetId: row.id, after: snapshot(row) });
    await invalidatePages(['notices'], tx);
    return toAdminNotice(row);
  });
}

/** Edits any of the fields; pinning is `{is_pinned: true}`. */
export async function updateNotice(admin: Viewer, id: number, input: NoticePatch): Promise<AdminNoticeDto> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(notices)
      .where(and(eq(notices.id, id), isNull(notices.deletedAt)))
      .for('update');
    if (!before) throw NotFound('Notice not found');
    const row = one(
      await tx
        .update(notices)
        .set({
          ...(input.kind !== undefined ? { kind: input.kind } : {}),
          ...(input.title_ko !== undefined ? { titleKo: input.title_ko } : {}),
          ...(input.title_zh_tw !== undefined ? { titleZhTw: input.title_zh_tw } : {}),
          ...(input.content_ko !== undefined ? { contentKo: input.content_ko } : {}),
          ...(input.content_zh_tw !== undefined ? { contentZhTw: input.content_zh_tw } : {}),
          ...(input.is_pinned !== undefined ? { isPinned: input.is_pinned } : {}),
          ...(input.published_at !== undefined ? { publishedAt: new Date(input.published_at) } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(notices.id, id))
        .returning(),
      'notice',
    );
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
    const [before] = await tx
      .select()
      .from(notices)
      .where(and(eq(notices.id, id), isNull(notices.deletedAt)))
      .for('update');
    if (!before) throw NotFound('Notice not found');
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
