import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/constants';
import type { Viewer } from '@/lib/server/auth/session';
import { getDb, schema } from '@/lib/server/db';
import { containsPattern } from '@/lib/server/db/like';
import { readPage, type Page } from '@/lib/server/db/paging';
import { AppError, Conflict, NotFound } from '@/lib/server/http/errors';
import { pick } from '@/lib/bilingual';
import { BADGE_RULES, grantBadge, revokeBadge } from '@/lib/server/people/badges';
import { normalisePhone } from '@/lib/validation/auth';
import { UUID_PATTERN } from '@/lib/validation/common';
import type { AdminCommentDto, AdminPostDto } from '@/lib/validation/admin/content/posts';
import type { AdminMemberDetailDto, AdminMemberDto, MemberActivityKind, MemberSearchQuery } from '@/lib/validation/admin/members';
import type { SuspensionInput } from '@/lib/validation/admin/suspension';
import { recordAudit } from '@/lib/server/audit/log';
import { reverseSanctionsOn } from '@/lib/server/moderation/sanctions';
import { lockUser, suspensionState, suspendMemberTx } from './admin-suspension';
import { listReportsOf, type ReportWithTarget } from '@/lib/server/moderation/admin';
import { effectiveStatus, toMemberRef } from '@/lib/server/people/member-refs';
import { dismissedReportCounts, isPenalised } from '@/lib/server/moderation/report-rules';
import { toAdminComments, toAdminPosts } from '@/lib/server/community/admin';

// Members: search, a member's page, suspension and its lifting, badges and the
// administrator role.
//
// Suspension keeps the member's sessions: every member action answers 403 / 1301 with the end
// date and reason (lib/server/auth/session.ts), the member can still sign in to read their own
// account and see why, and the suspension ends by itself at suspended_until.

const { users, posts, comments, reports, sessions, badges, userBadges } = schema;

type UserRow = typeof users.$inferSelect;

function toAdminMember(row: UserRow): AdminMemberDto {
  const ref = toMemberRef(row);
  return {
    ...ref,
    email: row.email,
    phone: row.phone,
    suspension_reason: ref.status === 'suspended' ? row.suspensionReason : null,
    created_at: row.createdAt.toISOString(),
  };
}

function searchWhere(text: string): SQL | undefined {
  const q = text.trim();
  if (!q) return undefined;
  if (UUID_PATTERN.test(q)) return eq(users.uuid, q.toLowerCase());
  const contains = containsPattern(q);
  const terms: (SQL | undefined)[] = [ilike(users.nickname, contains), ilike(users.email, contains)];
  // Phones are stored in E.164 (+8210…); "010-5551-0001" and "5551" should both find +821055510001.
  const digits = q.replace(/[\s()+-]/g, '');
  if (/^\d{3,}$/.test(digits)) {
    const stored = sql`regexp_replace(coalesce(${users.phone}, ''), '\\D', '', 'g')`;
    terms.push(sql`${stored} like ${`%${digits}%`}`);
    if (digits.startsWith('0')) terms.push(sql`${stored} like ${`%${digits.slice(1)}%`}`);
    const e164 = normalisePhone(q);
    if (e164) terms.push(eq(users.phone, e164));
  }
  return or(...terms);
}

function statusWhere(status: MemberSearchQuery['status']): SQL | undefined {
  if (!status) return undefined;
  const current = sql`(${users.suspendedUntil} is null or ${users.suspendedUntil} > now())`;
  if (status === 'suspended') return and(eq(users.status, 'suspended'), current);
  if (status === 'active') return or(eq(users.status, 'active'), and(eq(users.status, 'suspended'), sql`not ${current}`));
  return eq(users.status, 'withdrawn');
}

export async function searchMembers(q: MemberSearchQuery): Promise<Page<AdminMemberDto>> {
  const db = await getDb();
  const where = and(searchWhere(q.q ?? ''), statusWhere(q.status), q.role ? eq(users.role, q.role) : undefined);
  const page = await readPage(
    { page: q.page, pageSize: q.page_size },
    (limit, offset) => db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(users).where(where),
  );
  return { ...page, results: page.results.map(toAdminMember) };
}

async function requireUser(id: number): Promise<UserRow> {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw NotFound('Member not found');
  return row;
}

/** Who reported content of this member: reports on the member, their posts and their comments. */
export function reportsReceivedWhere(userId: number): SQL {
  return or(
    and(eq(reports.targetType, 'user'), eq(reports.targetId, userId)),
    and(
      eq(reports.targetType, 'post'),
      inArray(reports.targetId, sql`(select ${posts.id} from ${posts} where ${posts.authorId} = ${userId})`),
    ),
    and(
      eq(reports.targetType, 'comment'),
      inArray(reports.targetId, sql`(select ${comments.id} from ${comments} where ${comments.authorId} = ${userId})`),
    ),
  )!;
}

export async function getMember(viewer: Viewer, id: number, locale: Locale): Promise<AdminMemberDetailDto> {
  const db = await getDb();
  const row = await requireUser(id);
  const [[postN], [commentN], [madeN], [receivedN], [sessionN], dismissed, catalogue, owned] = await Promise.all([
    db.select({ n: count() }).from(posts).where(eq(posts.authorId, id)),
    db.select({ n: count() }).from(comments).where(eq(comments.authorId, id)),
    db.select({ n: count() }).from(reports).where(eq(reports.reporterId, id)),
    db.select({ n: count() }).from(reports).where(reportsReceivedWhere(id)),
    db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt))),
    dismissedReportCounts([id]),
    db.select().from(badges).orderBy(asc(badges.id)),
    db.select({ badgeId: userBadges.badgeId }).from(userBadges).where(eq(userBadges.userId, id)),
  ]);
  const mine = new Set(owned.map((o) => o.badgeId));
  const recentDismissed = dismissed.get(id) ?? 0;
  return {
    ...toAdminMember(row),
    profile_image: row.profileImage,
    status_message: row.statusMessage,
    locale: row.locale,
    withdrawn_at: row.withdrawnAt?.toISOString() ?? null,
    counts: {
      posts: postN?.n ?? 0,
      comments: commentN?.n ?? 0,
      reports_made: madeN?.n ?? 0,
      reports_received: receivedN?.n ?? 0,
      reports_dismissed_recently: recentDismissed,
    },
    report_penalty: isPenalised(recentDismissed),
    active_sessions: sessionN?.n ?? 0,
    badges: catalogue.map((b) => ({
      id: b.id,
      code: b.code,
      title: pick(locale, b.titleKo, b.titleZhTw),
      hex_code: b.hexCode,
      owned: mine.has(b.id),
      earned_by_rule: b.code in BADGE_RULES,
    })),
    is_self: viewer.id === id,
  };
}

// ── A member's activity (posts, comments, reports made and received) ───────

export async function memberActivity(
  id: number,
  q: { kind: MemberActivityKind; page: number; page_size: number },
  locale: Locale,
): Promise<Page<AdminPostDto | AdminCommentDto | ReportWithTarget>> {
  await requireUser(id);
  const db = await getDb();
  const at = { page: q.page, pageSize: q.page_size };
  switch (q.kind) {
    case 'posts': {
      const where = eq(posts.authorId, id);
      const page = await readPage(
        at,
        (limit, offset) => db.select().from(posts).where(where).orderBy(desc(posts.createdAt), desc(posts.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(posts).where(where),
      );
      return { ...page, results: await toAdminPosts(page.results, locale) };
    }
    case 'comments': {
      const where = eq(comments.authorId, id);
      const page = await readPage(
        at,
        (limit, offset) =>
          db.select().from(comments).where(where).orderBy(desc(comments.createdAt), desc(comments.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(comments).where(where),
      );
      return { ...page, results: await toAdminComments(page.results) };
    }
    case 'reports_made':
      return listReportsOf(eq(reports.reporterId, id), q, locale);
    case 'reports_received':
      return listReportsOf(reportsReceivedWhere(id), q, locale);
  }
}

// ── Suspension ──────────────────────────────────────────────────────────────

export async function suspendMember(viewer: Viewer, userId: number, input: SuspensionInput, locale: Locale): Promise<AdminMemberDetailDto> {
  const db = await getDb();
  await db.transaction((tx) => suspendMemberTx(tx, viewer.id, userId, input));
  return getMember(viewer, userId, locale);
}

export async function liftSuspension(viewer: Viewer, userId: number, locale: Locale): Promise<AdminMemberDetailDto> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const row = await lockUser(tx, userId);
    if (row.status !== 'suspended') throw new AppError('CONFLICT', 'The member is not suspended', { _: ['notSuspended'] });
    await tx
      .update(users)
      .set({ status: 'active', suspendedUntil: null, suspensionReason: null, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'member.unsuspend',
      targetType: 'user',
      targetId: userId,
      before: suspensionState(row),
      after: { status: 'active', until: null, reason: null },
    });
    await reverseSanctionsOn(tx, viewer.id, 'suspend', 'user', userId);
  });
  return getMember(viewer, userId, locale);
}

// ── Role and badges ─────────────────────────────────────────────────────────

/** Makes or unmakes an administrator; never one's own role (so there is always one left). */
export async function setRole(viewer: Viewer, userId: number, role: 'member' | 'admin', locale: Locale): Promise<AdminMemberDetailDto> {
  if (userId === viewer.id) throw new AppError('CONFLICT', 'You cannot change your own role', { role: ['roleSelf'] });
  const db = await getDb();
  await db.transaction(async (tx) => {
    const row = await lockUser(tx, userId);
    if (row.status === 'withdrawn') throw NotFound('Member not found');
    if (row.role === role) return;
    if (role === 'admin' && effectiveStatus(row) === 'suspended') {
      throw new AppError('CONFLICT', 'Lift the suspension first', { role: ['roleSuspended'] });
    }
    await tx
      .update(users)
      .set({ role, updatedAt: sql`now()` })
      .where(and(eq(users.id, userId), ne(users.role, role)));
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'member.role',
      targetType: 'user',
      targetId: userId,
      before: { role: row.role },
      after: { role },
    });
  });
  return getMember(viewer, userId, locale);
}

/** The people module's grant and revoke (each writes its own audit row in its transaction). */
export async function grantMemberBadge(viewer: Viewer, userId: number, badge: number | string, locale: Locale) {
  await requireUser(userId);
  const granted = await grantBadge(viewer.id, userId, badge);
  if (!granted) throw Conflict('The member already has this badge');
  return getMember(viewer, userId, locale);
}

export async function revokeMemberBadge(viewer: Viewer, userId: number, badge: number | string, locale: Locale) {
  await requireUser(userId);
  const revoked = await revokeBadge(viewer.id, userId, badge);
  if (!revoked) throw NotFound('The member does not have this badge');
  return getMember(viewer, userId, locale);
}
