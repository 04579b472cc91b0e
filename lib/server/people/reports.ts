import 'server-only';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { REPORT_REASON_KEYS, type Locale } from '@/lib/constants';
import { violatedUniqueIndex } from '@/lib/server/auth/db-errors';
import type { Viewer } from '@/lib/server/auth/session';
import { getDb, schema } from '@/lib/server/db';
import { insertOne } from '@/lib/server/db/rows';
import { readPage, type Page } from '@/lib/server/db/paging';
import { AppError, NotFound } from '@/lib/server/http/errors';
import { serverTranslator, type ServerMessageKey } from '@/lib/server/messages';
import { zodFieldErrors } from '@/lib/server/http/route';
import { applyReportThreshold, enforceFalseReportPenalty } from '@/lib/server/moderation/report-rules';
import { consumeAll } from '@/lib/server/rate-limit';
import { reportCreateSchema, type ReportCreateData, type ReportDto, type ReportTargetType } from '@/lib/validation/people';

// Reports: users, posts, comments, items and trade reviews through one payload. One report
// per member per target (reports_once_uq; a second answers 409 / 2101), rate limited, and
// anonymous: no answer of the API names the reporter to anyone but the reporter.
//
// Every refusal carries a translated `message`, since the report modal shows the server's
// message when there is one.

const { reports, users, posts, comments, items, tradeReviews } = schema;

export const REPORT_LIMITS = (userId: number) => [
  { key: `report:hour:${userId}`, max: 10, windowSeconds: 3600 },
  { key: `report:day:${userId}`, max: 30, windowSeconds: 24 * 3600 },
];

const FIELD_MESSAGES: Record<string, ServerMessageKey<'user'>> = {
  detailRequired: 'report.detailRequired',
  detailMax: 'report.detailMax',
  reasonType: 'report.reasonInvalid',
  reasonMax: 'report.reasonInvalid',
};

/**
 * The body of `POST /v1/user/report/`, checked with reportCreateSchema at the route's door. Not a
 * bare readJson schema: a refusal carries a translated message beside the field errors.
 */
export function parseReport(input: unknown, locale: Locale): ReportCreateData {
  const parsed = reportCreateSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors = zodFieldErrors(parsed.error);
  const first = parsed.error.issues[0];
  const key = first ? FIELD_MESSAGES[first.message] : undefined;
  const t = serverTranslator(locale, 'user');
  const message = key
    ? t(key)
    : first?.path[0] === 'target_id' || first?.path[0] === 'target_type'
      ? t('report.targetNotFound')
      : t('report.error');
  throw new AppError('VALIDATION', message, errors);
}

const isUuid = (v: number | string): v is string => typeof v === 'string';

/** The id of a reportable target and who wrote or is it, or 404. */
async function resolveTarget(
  type: ReportTargetType,
  ref: number | string,
  locale: Locale,
): Promise<{ id: number; ownerId: number | null }> {
  const db = await getDb();
  const missing = () => NotFound(serverTranslator(locale, 'user')('report.targetNotFound'));
  switch (type) {
    case 'user': {
      const [row] = await db
        .select({ id: users.id, status: users.status })
        .from(users)
        .where(isUuid(ref) ? eq(users.uuid, ref.toLowerCase()) : eq(users.id, ref))
        .limit(1);
      if (!row || row.status === 'withdrawn') throw missing();
      return { id: row.id, ownerId: row.id };
    }
    case 'post': {
      if (isUuid(ref)) throw missing();
      const [row] = await db
        .select({ id: posts.id, authorId: posts.authorId })
        .from(posts)
        .where(and(eq(posts.id, ref), isNull(posts.deletedAt)))
        .limit(1);
      if (!row) throw missing();
      return { id: row.id, ownerId: row.authorId };
    }
    case 'comment': {
      if (isUuid(ref)) throw missing();
      const [row] = await db
        .select({ id: comments.id, authorId: comments.authorId })
        .from(comments)
        .where(and(eq(comments.id, ref), isNull(comments.deletedAt)))
        .limit(1);
      if (!row) throw missing();
      return { id: row.id, ownerId: row.authorId };
    }
    case 'item': {
      const [row] = await db
        .select({ id: items.id })
        .from(items)
        .where(isUuid(ref) ? eq(items.uuid, ref.toLowerCase()) : eq(items.id, ref))
        .limit(1);
      if (!row) throw missing();
      return { id: row.id, ownerId: null };
    }
    case 'trade_review': {
      // Reviews are public on reputation cards; one an operator hid is gone.
      if (isUuid(ref)) throw missing();
      const [row] = await db
        .select({ id: tradeReviews.id, reviewerId: tradeReviews.reviewerId })
        .from(tradeReviews)
        .where(and(eq(tradeReviews.id, ref), eq(tradeReviews.isHidden, false)))
        .limit(1);
      if (!row) throw missing();
      return { id: row.id, ownerId: row.reviewerId };
    }
  }
}

function toDto(row: typeof reports.$inferSelect): ReportDto {
  return {
    id: row.id,
    target_type: row.targetType,
    target_id: row.targetId,
    reason: row.reason,
    reason_type: row.reasonType,
    content: row.content,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

/** `POST /v1/user/report/`: files a report. */
export async function createReport(viewer: Viewer, data: ReportCreateData, locale: Locale): Promise<ReportDto> {
  const target = await resolveTarget(data.target_type, data.target_id, locale);
  if (target.ownerId === viewer.id) {
    throw new AppError('VALIDATION', serverTranslator(locale, 'user')('report.selfReport'), { target_id: ['self'] });
  }
  const db = await getDb();
  const duplicate = () => new AppError('REPORT_DUPLICATE', serverTranslator(locale, 'user')('report.alreadyReported'));
  const [earlier] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.reporterId, viewer.id), eq(reports.targetType, data.target_type), eq(reports.targetId, target.id)))
    .limit(1);
  if (earlier) throw duplicate();
  try {
    await enforceFalseReportPenalty(viewer.id);
    await consumeAll(REPORT_LIMITS(viewer.id));
  } catch (error) {
    if (error instanceof AppError && error.code === 1700) {
      throw new AppError('RATE_LIMITED', serverTranslator(locale, 'user')('report.rateLimited'), undefined, error.headers);
    }
    throw error;
  }
  try {
    const row = await insertOne(db, reports, {
      reporterId: viewer.id,
      targetType: data.target_type,
      targetId: target.id,
      reasonType: data.reason_type,
      reason: data.reason || REPORT_REASON_KEYS[data.reason_type] || 'other',
      content: data.content,
      submitItem: data.target_type === 'item' ? (data.submit_item ?? null) : null,
      contextId: data.context_id || null,
    });
    await applyReportThreshold(data.target_type, target.id);
    return toDto(row);
  } catch (error) {
    // Two submits racing past the check above: the unique index lets one through.
    if (violatedUniqueIndex(error) === 'reports_once_uq') throw duplicate();
    throw error;
  }
}

/** `GET /v1/user/report/`: the reports one filed, newest first, with their status. */
export async function listMyReports(me: number, q: { page: number; page_size: number }): Promise<Page<ReportDto>> {
  const db = await getDb();
  const where = eq(reports.reporterId, me);
  const page = await readPage(
    { page: q.page, pageSize: q.page_size },
    (limit, offset) =>
      db.select().from(reports).where(where).orderBy(desc(reports.createdAt), desc(reports.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(reports).where(where),
  );
  return { ...page, results: page.results.map(toDto) };
}
