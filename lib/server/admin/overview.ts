import 'server-only';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { getDb, schema } from '@/lib/server/db';
import type { AdminOverviewDto } from '@/lib/validation/admin/overview';
import { toAuditEntry } from '@/lib/server/audit/log';
import { heldPostsWhere } from '@/lib/server/community/admin';

// The administration home: what waits for an operator, and the latest actions. It counts across
// many domains, so it is the one admin module outside them; a domain's own administration lives
// beside the domain (<domain>/admin.ts).

const { reports, inquiries, users, auditLog, posts, comments, appeals, trades } = schema;

export async function loadOverview(): Promise<AdminOverviewDto> {
  const db = await getDb();
  const [[groups], [hiddenPosts], [hiddenComments], [held], inquiryCounts, [suspended], [admins], recent, [pendingAppeals], [disputed]] =
    await Promise.all([
      db
        .select({ n: sql<number>`count(distinct (${reports.targetType} || ':' || ${reports.targetId}))`.mapWith(Number) })
        .from(reports)
        .where(eq(reports.status, 'open')),
      // Content the report threshold hid that still has open reports: pending review.
      db
        .select({ n: count() })
        .from(posts)
        .where(
          and(
            eq(posts.isHidden, true),
            sql`${posts.deletedAt} is null`,
            sql`exists (select 1 from ${reports} where ${reports.targetType} = 'post' and ${reports.targetId} = ${posts.id} and ${reports.status} = 'open')`,
          ),
        ),
      db
        .select({ n: count() })
        .from(comments)
        .where(
          and(
            eq(comments.isHidden, true),
            sql`${comments.deletedAt} is null`,
            sql`exists (select 1 from ${reports} where ${reports.targetType} = 'comment' and ${reports.targetId} = ${comments.id} and ${reports.status} = 'open')`,
          ),
        ),
      // Posts the word filter holds for review.
      db.select({ n: count() }).from(posts).where(heldPostsWhere()),
      db.select({ status: inquiries.status, n: count() }).from(inquiries).groupBy(inquiries.status),
      db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.status, 'suspended'), sql`(${users.suspendedUntil} is null or ${users.suspendedUntil} > now())`)),
      db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.role, 'admin'), sql`${users.status} <> 'withdrawn'`)),
      db
        .select({ row: auditLog, actorNickname: users.nickname })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(8),
      db.select({ n: count() }).from(appeals).where(eq(appeals.status, 'pending')),
      db.select({ n: count() }).from(trades).where(eq(trades.status, 'disputed')),
    ]);
  // Writes the word filter could not screen (its patterns failed or overran): held or refused, an alert.
  const [filterFailures] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'word_filter.engine_failure'), sql`${auditLog.createdAt} > now() - interval '24 hours'`));
  const byStatus = new Map(inquiryCounts.map((c) => [c.status, c.n]));
  return {
    open_report_groups: groups?.n ?? 0,
    hidden_pending_review: (hiddenPosts?.n ?? 0) + (hiddenComments?.n ?? 0),
    held_posts: held?.n ?? 0,
    waiting_inquiries: byStatus.get('waiting') ?? 0,
    processing_inquiries: byStatus.get('processing') ?? 0,
    pending_appeals: pendingAppeals?.n ?? 0,
    disputed_trades: disputed?.n ?? 0,
    word_filter_failures: filterFailures?.n ?? 0,
    suspended_members: suspended?.n ?? 0,
    administrators: admins?.n ?? 0,
    recent_audit: recent.map((r) => toAuditEntry({ ...r.row, actorNickname: r.actorNickname })),
  };
}
