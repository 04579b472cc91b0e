import 'server-only';
import { and, count, desc, eq, inArray, max, min, sql, type SQL } from 'drizzle-orm';
import { REPORT_REASON_KEYS, type Locale } from '@/lib/constants';
import { SANCTION_RULES } from '@/lib/enums';
import { sanctionContent } from '@/lib/server/moderation/sanctions';
import type { SanctionRule } from '@/lib/validation/moderation';
import type { Viewer } from '@/lib/server/auth/session';
import { getDb, schema } from '@/lib/server/db';
import { readPage, type Page } from '@/lib/server/db/paging';
import { AppError, NotFound } from '@/lib/server/http/errors';
import { pick } from '@/lib/bilingual';
import type {
  AdminReportDto,
  AdminReportTarget,
  ReportGroupDto,
  ReportQueueQuery,
  ReportResolutionDto,
  ReportResolveInput,
  ReportStatus,
  ReportTargetType,
} from '@/lib/validation/admin/moderation';
import { latestActions, recordAudit, type Conn, type Tx } from '@/lib/server/audit/log';
import { deleteContent, lockContent, setContentHidden, type ContentType } from '@/lib/server/moderation/visibility';
import { excerptOf } from '@/lib/excerpt';
import { loadMemberRefs, memberRefColumns, toMemberRef } from '@/lib/server/people/member-refs';
import { dismissedReportCounts, isPenalised } from '@/lib/server/moderation/report-rules';
import { lockUser, suspendMemberTx } from '@/lib/server/people/admin-suspension';
import { hideTradeReviewTx } from '@/lib/server/trades/admin';

// The moderation queue: open reports grouped by what they target, with the
// reasons, the details and who reported, and the actions that close them. Every action records
// its audit rows and resolves the target's open reports (status, resolved_by, resolved_at) in
// one transaction.

const { reports, posts, comments, users, items, tradeReviews } = schema;

const QUEUE_REPORTS_PER_GROUP = 20;
const isContent = (type: ReportTargetType): type is ContentType => type === 'post' || type === 'comment';
const keyOf = (type: string, id: number) => `${type}:${id}`;

type ReportRow = typeof reports.$inferSelect;
export type ReportWithTarget = AdminReportDto & { target: AdminReportTarget };

// ── Targets ─────────────────────────────────────────────────────────────────

const missingTarget = (type: ReportTargetType, id: number): AdminReportTarget => ({
  type,
  id,
  exists: false,
  title: null,
  excerpt: null,
  post_id: null,
  image: null,
  is_hidden: false,
  is_deleted: false,
  auto_hidden: false,
  author: null,
});

/** What each (type, id) is, with its author and whether the report threshold hid it. */
export async function loadTargets(
  pairs: { type: ReportTargetType; id: number }[],
  locale: Locale,
  conn?: Conn,
): Promise<Map<string, AdminReportTarget>> {
  const db = conn ?? (await getDb());
  const idsOf = (type: ReportTargetType) => [...new Set(pairs.filter((p) => p.type === type).map((p) => p.id))];
  const [postIds, commentIds, userIds, itemIds, reviewIds] = [
    idsOf('post'),
    idsOf('comment'),
    idsOf('user'),
    idsOf('item'),
    idsOf('trade_review'),
  ];
  const [postRows, commentRows, userRows, itemRows, reviewRows, postAuto, commentAuto] = await Promise.all([
    postIds.length ? db.select().from(posts).where(inArray(posts.id, postIds)) : Promise.resolve([]),
    commentIds.length ? db.select().from(comments).where(inArray(comments.id, commentIds)) : Promise.resolve([]),
    userIds.length
      ? db
          .select({ ...memberRefColumns, profileImage: users.profileImage })
          .from(users)
          .where(inArray(users.id, userIds))
      : Promise.resolve([]),
    itemIds.length ? db.select().from(items).where(inArray(items.id, itemIds)) : Promise.resolve([]),
    reviewIds.length ? db.select().from(tradeReviews).where(inArray(tradeReviews.id, reviewIds)) : Promise.resolve([]),
    latestActions(db, 'post', postIds, ['post.hide', 'post.unhide', 'post.auto_hide']),
    latestActions(db, 'comment', commentIds, ['comment.hide', 'comment.unhide', 'comment.auto_hide']),
  ]);
  const authors = await loadMemberRefs(
    [...postRows.map((p) => p.authorId), ...commentRows.map((c) => c.authorId), ...reviewRows.map((r) => r.reviewerId)],
    conn,
  );
  const out = new Map<string, AdminReportTarget>();
  for (const p of postRows) {
    out.set(keyOf('post', p.id), {
      ...missingTarget('post', p.id),
      exists: true,
      title: p.title,
      excerpt: excerptOf(p.content),
      post_id: p.id,
      image: p.images[0] ?? null,
      is_hidden: p.isHidden,
      is_deleted: p.deletedAt !== null,
      auto_hidden: p.isHidden && postAuto.get(p.id) === 'post.auto_hide',
      author: authors.get(p.authorId) ?? null,
    });
  }
  for (const c of commentRows) {
    out.set(keyOf('comment', c.id), {
      ...missingTarget('comment', c.id),
      exists: true,
      excerpt: excerptOf(c.content),
      post_id: c.postId,
      is_hidden: c.isHidden,
      is_deleted: c.deletedAt !== null,
      auto_hidden: c.isHidden && commentAuto.get(c.id) === 'comment.auto_hide',
      author: authors.get(c.authorId) ?? null,
    });
  }
  for (const u of userRows) {
    const ref = toMemberRef(u);
    out.set(keyOf('user', u.id), {
      ...missingTarget('user', u.id),
      exists: true,
      title: u.nickname,
      image: u.profileImage,
      is_deleted: u.status === 'withdrawn',
      author: ref,
    });
  }
  for (const i of itemRows) {
    out.set(keyOf('item', i.id), {
      ...missingTarget('item', i.id),
      exists: true,
      title: pick(locale, i.nameKo, i.nameZhTw),
      excerpt: pick(locale, i.descriptionKo, i.descriptionZhTw) || null,
      image: i.image,
    });
  }
  for (const r of reviewRows) {
    out.set(keyOf('trade_review', r.id), {
      ...missingTarget('trade_review', r.id),
      exists: true,
      title: r.rating,
      excerpt: r.comment || null,
      is_hidden: r.isHidden,
      author: authors.get(r.reviewerId) ?? null,
    });
  }
  for (const p of pairs) if (!out.has(keyOf(p.type, p.id))) out.set(keyOf(p.type, p.id), missingTarget(p.type, p.id));
  return out;
}

// ── Reports ─────────────────────────────────────────────────────────────────

async function toReportDtos(rows: ReportRow[], conn?: Conn): Promise<AdminReportDto[]> {
  const reporterIds = rows.map((r) => r.reporterId);
  const [reporters, dismissed] = await Promise.all([loadMemberRefs(reporterIds, conn), dismissedReportCounts(reporterIds, conn)]);
  return rows.map((r) => ({
    id: r.id,
    reason_type: r.reasonType,
    reason: r.reason,
    content: r.content,
    status: r.status,
    reporter: reporters.get(r.reporterId) ?? null,
    reporter_penalised: isPenalised(dismissed.get(r.reporterId)),
    resolved_at: r.resolvedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  }));
}

/** Reports matching `where` (a member's made or received), newest first, each with its target. */
export async function listReportsOf(where: SQL, q: { page: number; page_size: number }, locale: Locale): Promise<Page<ReportWithTarget>> {
  const db = await getDb();
  const page = await readPage(
    { page: q.page, pageSize: q.page_size },
    (limit, offset) =>
      db.select().from(reports).where(where).orderBy(desc(reports.createdAt), desc(reports.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(reports).where(where),
  );
  const rows = page.results;
  const [dtos, targets] = await Promise.all([
    toReportDtos(rows),
    loadTargets(
      rows.map((r) => ({ type: r.targetType, id: r.targetId })),
      locale,
    ),
  ]);
  return { ...page, results: dtos.map((dto, n) => ({ ...dto, target: targets.get(keyOf(rows[n]!.targetType, rows[n]!.targetId))! })) };
}

type GroupStats = {
  targetType: ReportTargetType;
  targetId: number;
  n: number;
  first: Date | null;
  last: Date | null;
};

async function buildGroups(
  stats: GroupStats[],
  reportRows: ReportRow[],
  status: (rows: ReportRow[]) => ReportStatus,
  locale: Locale,
  perGroup: number,
  conn?: Conn,
): Promise<ReportGroupDto[]> {
  const [targets, dtos] = await Promise.all([
    loadTargets(
      stats.map((s) => ({ type: s.targetType, id: s.targetId })),
      locale,
      conn,
    ),
    toReportDtos(reportRows, conn),
  ]);
  const dtoById = new Map(dtos.map((d) => [d.id, d]));
  return stats.map((s) => {
    const key = keyOf(s.targetType, s.targetId);
    const own = reportRows.filter((r) => r.targetType === s.targetType && r.targetId === s.targetId);
    const reasons = new Map<number, number>();
    for (const r of own) reasons.set(r.reasonType, (reasons.get(r.reasonType) ?? 0) + 1);
    return {
      key,
      target: targets.get(key)!,
      status: status(own),
      report_count: s.n,
      reporter_count: new Set(own.map((r) => r.reporterId)).size,
      reasons: [...reasons.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([reason_type, n]) => ({ reason_type, count: n })),
      first_reported_at: (s.first ?? new Date(0)).toISOString(),
      last_reported_at: (s.last ?? new Date(0)).toISOString(),
      reports: own.slice(0, perGroup).map((r) => dtoById.get(r.id)!),
    };
  });
}

/** The queue: targets with reports of one status, most reported first, then most recently reported. */
export async function listReportQueue(q: ReportQueueQuery, locale: Locale): Promise<Page<ReportGroupDto>> {
  const db = await getDb();
  const where = and(eq(reports.status, q.status), q.target_type ? eq(reports.targetType, q.target_type) : undefined);
  const page = await readPage(
    { page: q.page, pageSize: q.page_size },
    (limit, offset) =>
      db
        .select({
          targetType: reports.targetType,
          targetId: reports.targetId,
          n: count(),
          first: min(reports.createdAt),
          last: max(reports.createdAt),
        })
        .from(reports)
        .where(where)
        .groupBy(reports.targetType, reports.targetId)
        .orderBy(desc(count()), desc(max(reports.createdAt)), desc(reports.targetId))
        .limit(limit)
        .offset(offset),
    db
      .select({ n: sql<number>`count(distinct (${reports.targetType} || ':' || ${reports.targetId}))`.mapWith(Number) })
      .from(reports)
      .where(where),
  );
  const stats = page.results;
  const reportRows = stats.length
    ? await db
        .select()
        .from(reports)
        .where(
          and(
            where,
            sql`(${reports.targetType} || ':' || ${reports.targetId}) in (${sql.join(
              stats.map((s) => sql`${keyOf(s.targetType, s.targetId)}`),
              sql`, `,
            )})`,
          ),
        )
        .orderBy(desc(reports.createdAt), desc(reports.id))
    : [];
  return { ...page, results: await buildGroups(stats, reportRows, () => q.status, locale, QUEUE_REPORTS_PER_GROUP) };
}

/** Every report on one target (open and resolved), newest first. 404 when nobody reported it. */
export async function getReportGroup(type: ReportTargetType, id: number, locale: Locale, conn?: Conn): Promise<ReportGroupDto> {
  const db = conn ?? (await getDb());
  const rows = await db
    .select()
    .from(reports)
    .where(and(eq(reports.targetType, type), eq(reports.targetId, id)))
    .orderBy(desc(reports.createdAt), desc(reports.id));
  if (rows.length === 0) throw NotFound('No reports on this target');
  const times = rows.map((r) => r.createdAt.getTime());
  const [group] = await buildGroups(
    [{ targetType: type, targetId: id, n: rows.length, first: new Date(Math.min(...times)), last: new Date(Math.max(...times)) }],
    rows,
    (own) => (own.some((r) => r.status === 'open') ? 'open' : (own.find((r) => r.resolvedAt)?.status ?? own[0]!.status)),
    locale,
    rows.length,
    conn,
  );
  return group!;
}

// ── Resolving ───────────────────────────────────────────────────────────────

/**
 * Hides the content, or — when the threshold already hid it — records the administrator's
 * confirmation (`*.hide`), so it no longer counts as hidden automatically pending review.
 */
async function hideConfirmed(tx: Tx, adminId: number, type: ContentType, id: number, context: Record<string, unknown>): Promise<boolean> {
  if (await setContentHidden(tx, adminId, type, id, 'hide', context)) return true;
  const { state } = await lockContent(tx, type, id);
  if (state.is_hidden && !state.is_deleted) {
    await recordAudit(tx, {
      actorId: adminId,
      action: `${type}.hide`,
      targetType: type,
      targetId: id,
      before: state,
      after: { ...state, confirmed: true, ...context },
    });
  }
  return state.is_hidden;
}

/** The most common reason of the reports (ties: the lower reason number) as a sanction rule. */
function ruleOfReports(reasonTypes: number[]): SanctionRule {
  const counts = new Map<number, number>();
  for (const t of reasonTypes) counts.set(t, (counts.get(t) ?? 0) + 1);
  const [top] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const key = top ? REPORT_REASON_KEYS[top[0]] : undefined;
  return key && (SANCTION_RULES as readonly string[]).includes(key) ? (key as SanctionRule) : 'other';
}

async function reviewerOf(tx: Tx, reviewId: number): Promise<number> {
  const [row] = await tx.select({ reviewerId: tradeReviews.reviewerId }).from(tradeReviews).where(eq(tradeReviews.id, reviewId));
  if (!row) throw NotFound('Review not found');
  return row.reviewerId;
}

function notApplicable(action: string): AppError {
  return new AppError('VALIDATION', `The action ${action} does not apply to this target`, { action: ['actionNotApplicable'] });
}

/**
 * Acts on a target's open reports: dismiss, hide, delete, suspend (the author, or the reported
 * member) or resolve. 409 when the target has no open reports (someone else got there first).
 */
export async function resolveReports(
  admin: Viewer,
  type: ReportTargetType,
  id: number,
  input: ReportResolveInput,
  locale: Locale,
): Promise<ReportResolutionDto> {
  const { action } = input;
  if (action === 'delete' && !isContent(type)) throw notApplicable(action);
  if (action === 'hide' && !isContent(type) && type !== 'trade_review') throw notApplicable(action);
  if (action === 'suspend' && type === 'item') throw notApplicable(action);

  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const open = await tx
      .select({ id: reports.id, reasonType: reports.reasonType })
      .from(reports)
      .where(and(eq(reports.targetType, type), eq(reports.targetId, id), eq(reports.status, 'open')))
      .for('update');
    if (open.length === 0) throw new AppError('CONFLICT', 'This target has no open reports', { _: ['noOpenReports'] });
    const reportIds = open.map((r) => r.id);
    const context = { reports: reportIds, via: 'reports' };
    // The sanction's rule: the administrator's, else the reports' most common reason.
    const fields = {
      rule: input.rule ?? ruleOfReports(open.map((r) => r.reasonType)),
      public_note: input.public_note,
      strike: input.strike,
    };
    const effects: Record<string, unknown> = {};

    switch (action) {
      case 'dismiss': {
        // Unfounded reports: content the threshold hid pending review is shown again.
        if (isContent(type)) {
          const last = (await latestActions(tx, type, [id], [`${type}.hide`, `${type}.unhide`, `${type}.auto_hide`])).get(id);
          const content = await lockContent(tx, type, id);
          if (content.state.is_hidden && last === `${type}.auto_hide`) {
            effects.unhidden = await setContentHidden(tx, admin.id, type, id, 'unhide', context);
          }
        }
        break;
      }
      case 'hide':
        // A trade review is no member's content to sanction: hiding it is the whole action.
        if (type === 'trade_review') {
          effects.hidden = await hideTradeReviewTx(tx, admin.id, id, input.note ?? '', context);
          break;
        }
        effects.hidden = await hideConfirmed(tx, admin.id, type as ContentType, id, context);
        if (effects.hidden) await sanctionContent(tx, admin.id, 'hide', type as ContentType, id, fields);
        break;
      case 'delete':
        effects.deleted = await deleteContent(tx, admin.id, type as ContentType, id, context);
        if (effects.deleted) await sanctionContent(tx, admin.id, 'delete', type as ContentType, id, fields);
        break;
      case 'suspend': {
        const authorId = isContent(type)
          ? (await lockContent(tx, type, id)).authorId
          : type === 'trade_review'
            ? (await lockUser(tx, await reviewerOf(tx, id))).id
            : (await lockUser(tx, id)).id;
        const suspension = {
          ...input.suspension!,
          rule: input.suspension!.rule ?? fields.rule,
          public_note: input.suspension!.public_note ?? fields.public_note,
        };
        effects.suspended = { user_id: authorId, ...(await suspendMemberTx(tx, admin.id, authorId, suspension, context)) };
        if (isContent(type) && input.hide_content) {
          effects.hidden = await hideConfirmed(tx, admin.id, type, id, context);
          if (effects.hidden) await sanctionContent(tx, admin.id, 'hide', type, id, fields);
        }
        break;
      }
      case 'resolve':
        break;
    }

    const status = action === 'dismiss' ? 'dismissed' : 'actioned';
    await tx
      .update(reports)
      .set({ status, resolvedBy: admin.id, resolvedAt: sql`now()` })
      .where(inArray(reports.id, reportIds));
    await recordAudit(tx, {
      actorId: admin.id,
      action: `report.${action}`,
      targetType: type,
      targetId: id,
      before: { status: 'open', reports: reportIds },
      after: { status, reports: reportIds, ...effects, ...(input.note ? { note: input.note } : {}) },
    });
    return { resolved: reportIds.length, status } as const;
  });
  return { action, ...outcome, group: await getReportGroup(type, id, locale) };
}
