import 'server-only';
import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { getDb, schema } from '@/lib/server/db';
import { consumeAll, type Limit } from '@/lib/server/rate-limit';
import { FALSE_REPORT_PENALTY, REPORT_AUTO_HIDE_THRESHOLD } from '@/lib/validation/admin/report-rules';
import { latestActions, type Conn } from '@/lib/server/audit/log';
import { setContentHidden, type ContentType } from '@/lib/server/moderation/visibility';

// Two rules around reports (the spec's "false reports are penalised"), both called
// from the report path in lib/server/people/reports.ts (createReport) with one line each:
//
// 1. Auto-hide pending review: a post or comment reported by REPORT_AUTO_HIDE_THRESHOLD distinct
//    members with open reports is hidden at once (audit `post.auto_hide` / `comment.auto_hide`,
//    no actor) and waits in the moderation queue. Reporters under the false-report penalty do
//    not count. Content an administrator has shown again (`*.unhide`, e.g. by dismissing the
//    reports) is not hidden automatically again: later reports wait in the queue for review.
// 2. False-report penalty: a member with FALSE_REPORT_PENALTY.dismissed or more reports dismissed
//    in the last FALSE_REPORT_PENALTY.windowDays days may file only PENALISED_REPORT_LIMITS
//    (1 an hour, 3 a day) on top of the usual 10 an hour / 30 a day.

const { reports } = schema;

export { FALSE_REPORT_PENALTY, REPORT_AUTO_HIDE_THRESHOLD };
export const PENALISED_REPORT_LIMITS = (userId: number): Limit[] => [
  { key: `report:penalty:hour:${userId}`, max: 1, windowSeconds: 3600 },
  { key: `report:penalty:day:${userId}`, max: 3, windowSeconds: 24 * 3600 },
];

const recentlyDismissed = () =>
  and(eq(reports.status, 'dismissed'), gt(reports.resolvedAt, sql`now() - make_interval(days => ${FALSE_REPORT_PENALTY.windowDays})`));

/** Reports each member made that were dismissed within the penalty window. */
export async function dismissedReportCounts(userIds: number[], conn?: Conn): Promise<Map<number, number>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const db = conn ?? (await getDb());
  const rows = await db
    .select({ reporterId: reports.reporterId, n: count() })
    .from(reports)
    .where(and(inArray(reports.reporterId, ids), recentlyDismissed()))
    .groupBy(reports.reporterId);
  return new Map(rows.map((r) => [r.reporterId, r.n]));
}

export const isPenalised = (dismissed: number | undefined) => (dismissed ?? 0) >= FALSE_REPORT_PENALTY.dismissed;

/** Whether the member is under the false-report penalty now. */
export async function isReportPenalised(userId: number, conn?: Conn): Promise<boolean> {
  return isPenalised((await dismissedReportCounts([userId], conn)).get(userId));
}

/**
 * Hook for the report path, before its usual limits: a penalised member uses up the stricter
 * limits too, and gets 429 / 1700 (with Retry-After) past them.
 */
export async function enforceFalseReportPenalty(userId: number): Promise<void> {
  if (await isReportPenalised(userId)) await consumeAll(PENALISED_REPORT_LIMITS(userId));
}

/** Distinct members with an open report on the target who are not under the penalty. */
export async function credibleReporterCount(conn: Conn, targetType: string, targetId: number): Promise<number> {
  const penalised = sql`(select count(*) from ${reports} d where d.reporter_id = ${reports.reporterId} and d.status = 'dismissed'
    and d.resolved_at > now() - make_interval(days => ${FALSE_REPORT_PENALTY.windowDays})) >= ${FALSE_REPORT_PENALTY.dismissed}`;
  const [row] = await conn
    .select({ n: sql<number>`count(distinct ${reports.reporterId})`.mapWith(Number) })
    .from(reports)
    .where(
      and(
        eq(reports.targetType, targetType as ContentType),
        eq(reports.targetId, targetId),
        eq(reports.status, 'open'),
        sql`not ${penalised}`,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Hook for the report path, after a report is stored: hides the post or comment once enough
 * distinct members reported it. Answers whether it hid something; never fails the report.
 */
export async function applyReportThreshold(targetType: string, targetId: number): Promise<boolean> {
  if (targetType !== 'post' && targetType !== 'comment') return false;
  try {
    const db = await getDb();
    return await db.transaction(async (tx) => {
      const reporters = await credibleReporterCount(tx, targetType, targetId);
      if (reporters < REPORT_AUTO_HIDE_THRESHOLD) return false;
      const last = (
        await latestActions(tx, targetType, [targetId], [`${targetType}.hide`, `${targetType}.unhide`, `${targetType}.auto_hide`])
      ).get(targetId);
      if (last === `${targetType}.unhide`) return false;
      return setContentHidden(tx, null, targetType, targetId, 'auto_hide', { reporters, threshold: REPORT_AUTO_HIDE_THRESHOLD });
    });
  } catch (error) {
    console.error('[admin] report threshold failed', error);
    return false;
  }
}
