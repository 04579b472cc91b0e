import 'server-only';
import { and, count, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/constants';
import { recordAudit, type Tx } from '@/lib/server/audit/log';
import { deleteContent, lockContent, setContentHidden } from '@/lib/server/moderation/visibility';
import type { Viewer } from '@/lib/server/auth/session';
import { getDb, schema, type Db } from '@/lib/server/db';
import { readPage, type Page } from '@/lib/server/db/paging';
import { insertOne, rowsOf, updateOne } from '@/lib/server/db/rows';
import { AppError, NotFound } from '@/lib/server/http/errors';
import { serverTranslator } from '@/lib/server/messages';
import { notify } from '@/lib/server/people/notifications';
import { consumeAll } from '@/lib/server/rate-limit';
import {
  TAKEDOWN_DAYS,
  TAKEDOWN_OPEN,
  TAKEDOWN_TRUST_ACCOUNT_DAYS,
  TAKEDOWN_TRUST_MIN_CONTENT,
  TAKEDOWN_UNDECIDED,
  type TakedownDecisionInput,
  type TakedownDto,
  type TakedownOutcome,
  type TakedownQueueReason,
  type TakedownRequestInput,
  type TakedownStatus,
} from '@/lib/validation/takedown';

// 임시조치, after Article 44-2 of Korea's Information and Communications Network Act:
//   pending ──(operator approves)──▶ blinded          pending ──(operator dismisses)──▶ dismissed
//   blinded ──(author objects within the period)──▶ objected ──(operator)──▶ restored | removed
//   blinded ──(operator decides first)──▶ restored | removed
//   blinded ──(period ends, no objection, an operator has seen it)──▶ expired (the post is deleted)
// A trusted member's request (an account TAKEDOWN_TRUST_ACCOUNT_DAYS old with
// TAKEDOWN_TRUST_MIN_CONTENT visible posts and comments) hides the post as it is filed (audit
// `post.takedown`, no actor), for TAKEDOWN_DAYS at most. Anyone else's — and any request about an
// operator's or a pinned post, or a post an operator restored before — waits as `pending` until an
// operator approves it: sybil accounts cannot blind anything. One request per post per requester,
// ever, so an operator's restore is final for that requester. The author is told once the post is
// blinded and may object; operators decide; both sides hear the outcome. The author never learns
// who asked. The period's end deletes the post only once an operator has seen the blinding
// (approved it, or reviewed it with `keep`); unreviewed ones stay blinded at the top of the queue.

const { takedownRequests: requests, posts, users } = schema;
type Row = typeof requests.$inferSelect;
type Conn = Db | Tx;
const DAY_MS = 24 * 60 * 60_000;

// A member files few of these; a trusted member's hides someone else's post at once.
const REQUEST_LIMITS = (userId: number) => [
  { key: `takedown:hour:${userId}`, max: 3, windowSeconds: 3600 },
  { key: `takedown:day:${userId}`, max: 5, windowSeconds: 24 * 3600 },
];

// The decisions each undecided state takes (keep: only while nobody reviewed the blinding).
const OUTCOMES: Partial<Record<TakedownStatus, readonly TakedownOutcome[]>> = {
  pending: ['approve', 'dismiss'],
  blinded: ['restore', 'remove', 'keep'],
  objected: ['restore', 'remove'],
};

const conflict = (key: string, message: string) => new AppError('CONFLICT', message, { _: [key] });
const repeated = (locale: Locale) => conflict('takedownRepeat', serverTranslator(locale, 'community')('takedown.errors.takedownRepeat'));

function roleOf(row: Row, viewer: Viewer | null): TakedownDto['role'] {
  if (viewer?.role === 'admin') return 'admin';
  if (viewer?.id === row.requesterId) return 'requester';
  // The author is a party once the post is blinded; a request still waiting (or dismissed) is not theirs to see.
  if (viewer?.id === row.authorId && row.blindedAt) return 'author';
  return 'other';
}

function toDto(row: Row, viewer: Viewer | null, extra: { title: string | null; requesterNickname?: string | null }): TakedownDto {
  const role = roleOf(row, viewer);
  const party = role !== 'other';
  const admin = role === 'admin';
  return {
    id: row.id,
    post_id: row.postId,
    post_title: party ? extra.title : null,
    reason: row.reason,
    status: row.status,
    queue_reason: admin || role === 'requester' ? row.queueReason : null,
    statement: party ? row.statement : null,
    objection: party ? row.objection : null,
    decision_note: party ? row.decisionNote : null,
    filed_at: row.createdAt.toISOString(),
    blinded_at: row.blindedAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    objected_at: row.objectedAt?.toISOString() ?? null,
    decided_at: row.decidedAt?.toISOString() ?? null,
    reviewed_at: admin ? (row.reviewedAt?.toISOString() ?? null) : null,
    awaiting_review: admin && awaitingReview(row, new Date()),
    role,
    requester: admin ? { id: row.requesterId, nickname: extra.requesterNickname ?? null } : null,
  };
}

/** A blinding whose period ended that no operator has seen: the expiry job leaves it to them. */
function awaitingReview(row: Row, now: Date): boolean {
  return row.status === 'blinded' && !row.reviewedAt && row.expiresAt !== null && row.expiresAt <= now;
}

async function withTitles(rows: Row[], viewer: Viewer | null): Promise<TakedownDto[]> {
  if (rows.length === 0) return [];
  const db = await getDb();
  const postIds = rows.map((r) => r.postId);
  const requesterIds = rows.map((r) => r.requesterId);
  const [titles, requesters] = await Promise.all([
    db.select({ id: posts.id, title: posts.title }).from(posts).where(inArray(posts.id, postIds)),
    viewer?.role === 'admin'
      ? db.select({ id: users.id, nickname: users.nickname }).from(users).where(inArray(users.id, requesterIds))
      : Promise.resolve([]),
  ]);
  const title = new Map(titles.map((t) => [t.id, t.title]));
  const nickname = new Map(requesters.map((u) => [u.id, u.nickname]));
  return rows.map((row) => toDto(row, viewer, { title: title.get(row.postId) ?? null, requesterNickname: nickname.get(row.requesterId) }));
}

async function lockRequest(tx: Tx, id: number): Promise<Row> {
  const [row] = await tx.select().from(requests).where(eq(requests.id, id)).for('update');
  if (!row) throw NotFound('Request not found');
  return row;
}

/**
 * Whether a request by `userId` blinds at once: an administrator's does; a member's when the
 * account is TAKEDOWN_TRUST_ACCOUNT_DAYS old and has TAKEDOWN_TRUST_MIN_CONTENT visible posts and
 * comments together (deleted or hidden ones do not count).
 */
export async function isTrustedRequester(userId: number, now: Date = new Date(), conn?: Conn): Promise<boolean> {
  const db = conn ?? (await getDb());
  const [user] = await db.select({ role: users.role, createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  if (!user) return false;
  if (user.role === 'admin') return true;
  if (now.getTime() - user.createdAt.getTime() < TAKEDOWN_TRUST_ACCOUNT_DAYS * DAY_MS) return false;
  const min = TAKEDOWN_TRUST_MIN_CONTENT;
  // Each side stops at `min` rows: a prolific member costs no more than a new one.
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      select
        (select count(*)::int from (select 1 from posts
          where author_id = ${userId} and deleted_at is null and not is_hidden limit ${min}) p)
        + (select count(*)::int from (select 1 from comments
          where author_id = ${userId} and deleted_at is null and not is_hidden limit ${min}) c) as n`),
  );
  return Number(row?.n ?? 0) >= min;
}

async function filedBefore(conn: Conn, requesterId: number, postId: number): Promise<boolean> {
  const [row] = await conn
    .select({ id: requests.id })
    .from(requests)
    .where(and(eq(requests.requesterId, requesterId), eq(requests.postId, postId)))
    .limit(1);
  return Boolean(row);
}

/** Why a request must wait for an operator, or null when it blinds the post at once. */
async function queueReasonOf(
  tx: Tx,
  viewer: Viewer,
  post: { id: number; authorId: number; isPinned: boolean },
  now: Date,
): Promise<TakedownQueueReason | null> {
  const [author] = await tx.select({ role: users.role }).from(users).where(eq(users.id, post.authorId));
  if (post.isPinned || author?.role === 'admin') return 'protected_post';
  const [restored] = await tx
    .select({ id: requests.id })
    .from(requests)
    .where(and(eq(requests.postId, post.id), eq(requests.status, 'restored')))
    .limit(1);
  if (restored) return 'restored_before';
  return (await isTrustedRequester(viewer.id, now, tx)) ? null : 'new_member';
}

/**
 * A member asks for someone else's post to be taken down. A trusted member's request blinds it at
 * once, for TAKEDOWN_DAYS at most, and its author is told; any other request is stored `pending`
 * for operators (see `queue_reason`), and the post stays up meanwhile. 404 for a post they cannot
 * see; 409 for their own post (`takedownOwnPost`), a post they asked about before
 * (`takedownRepeat`, whatever became of it) or one with an open request (`takedownOpen`).
 */
export async function requestTakedown(
  viewer: Viewer,
  postId: number,
  input: TakedownRequestInput,
  locale: Locale = 'ko',
): Promise<TakedownDto> {
  const db = await getDb();
  const [post] = await db
    .select({ id: posts.id, authorId: posts.authorId, hidden: posts.isHidden, deletedAt: posts.deletedAt })
    .from(posts)
    .where(eq(posts.id, postId));
  if (!post || post.deletedAt || post.hidden) throw NotFound('Post not found');
  if (post.authorId === viewer.id)
    throw conflict('takedownOwnPost', serverTranslator(locale, 'community')('takedown.errors.takedownOwnPost'));
  // Checked before the limits too, so a refused repeat spends none of them.
  if (await filedBefore(db, viewer.id, postId)) throw repeated(locale);
  await consumeAll(REQUEST_LIMITS(viewer.id));
  const row = await db.transaction(async (tx) => {
    // The post's row lock orders every request on it: the checks below hold until commit.
    const [locked] = await tx
      .select({ id: posts.id, authorId: posts.authorId, isPinned: posts.isPinned, hidden: posts.isHidden, deletedAt: posts.deletedAt })
      .from(posts)
      .where(eq(posts.id, postId))
      .for('update');
    if (!locked || locked.deletedAt || locked.hidden) throw NotFound('Post not found');
    if (await filedBefore(tx, viewer.id, postId)) throw repeated(locale);
    const now = new Date();
    const queueReason = await queueReasonOf(tx, viewer, locked, now);
    const base = { postId, requesterId: viewer.id, authorId: locked.authorId, reason: input.reason, statement: input.statement };
    if (queueReason) {
      return insertOne(tx, requests, { ...base, status: 'pending', queueReason, blindedAt: null, expiresAt: null });
    }
    const [open] = await tx
      .select({ id: requests.id })
      .from(requests)
      .where(and(eq(requests.postId, postId), inArray(requests.status, [...TAKEDOWN_OPEN])));
    if (open) throw conflict('takedownOpen', 'This post already has an open takedown request');
    const created = await insertOne(tx, requests, {
      ...base,
      status: 'blinded',
      blindedAt: now,
      expiresAt: new Date(now.getTime() + TAKEDOWN_DAYS * DAY_MS),
    });
    if (!(await setContentHidden(tx, null, 'post', postId, 'takedown', { request: created.id, reason: input.reason })))
      throw NotFound('Post not found');
    await notify(tx, locked.authorId, 'takedown', { postId, requestId: created.id, state: 'blinded' });
    return created;
  });
  return (await withTitles([row], viewer))[0]!;
}

/** One request, for its author, its requester or an operator (404 for anyone else). */
export async function getTakedown(viewer: Viewer, id: number): Promise<TakedownDto> {
  const db = await getDb();
  const [row] = await db.select().from(requests).where(eq(requests.id, id));
  if (!row || roleOf(row, viewer) === 'other') throw NotFound('Request not found');
  return (await withTitles([row], viewer))[0]!;
}

/** The request that blinds or removed a post, as the post's page shows it (null when none). */
export async function takedownOfPost(postId: number, viewer: Viewer | null): Promise<TakedownDto | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(requests)
    .where(and(eq(requests.postId, postId), isNotNull(requests.blindedAt)))
    .orderBy(desc(requests.id))
    .limit(1);
  if (!row || row.status === 'restored') return null;
  return (await withTitles([row], viewer))[0]!;
}

/**
 * The author asks for the post to be shown again, once, while it is blinded: operators then decide.
 * 404 for anyone but the author (and for a request that never blinded the post); 409 once
 * objected or closed (`takedownNotBlinded`).
 */
export async function objectToTakedown(viewer: Viewer, id: number, text: string): Promise<TakedownDto> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const current = await lockRequest(tx, id);
    if (current.authorId !== viewer.id || !current.blindedAt) throw NotFound('Request not found');
    if (current.status !== 'blinded' || !current.expiresAt || current.expiresAt <= new Date())
      throw conflict('takedownNotBlinded', 'This request can no longer be objected to');
    const updated = await updateOne(tx, requests, eq(requests.id, id), { status: 'objected', objection: text, objectedAt: sql`now()` });
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'takedown.object',
      targetType: 'post',
      targetId: current.postId,
      before: { status: current.status },
      after: { status: 'objected', request: id },
    });
    return updated;
  });
  return (await withTitles([row], viewer))[0]!;
}

/** Ends a blinded request whose period is over: the post is deleted and both sides are told. */
async function expireLocked(tx: Tx, current: Row, actorId: number | null, now: Date): Promise<Row> {
  await deleteContent(tx, actorId, 'post', current.postId, { request: current.id, via: 'takedown_expired' });
  const updated = await updateOne(tx, requests, eq(requests.id, current.id), { status: 'expired', decidedAt: now });
  for (const userId of [current.authorId, current.requesterId]) {
    await notify(tx, userId, 'takedown', { postId: current.postId, requestId: current.id, state: 'expired' });
  }
  return updated;
}

/**
 * An operator acts on an undecided request, with a note (audited; told to both sides when it
 * closes the request):
 * - pending: `approve` blinds the post now, for TAKEDOWN_DAYS (409 `takedownOpen` when another
 *   request blinds it, `takedownPostGone` when it is hidden or deleted otherwise); `dismiss`
 *   closes it and tells the requester.
 * - blinded: `keep` marks it seen, so the period's end may delete the post (at once when the
 *   period is already over); `restore` shows the post again; `remove` deletes it.
 * - objected: `restore` | `remove`.
 * 409 `takedownClosed` when it is already closed, `takedownOutcome` for a decision its state does not take.
 */
export async function decideTakedown(admin: Viewer, id: number, input: TakedownDecisionInput): Promise<TakedownDto> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const current = await lockRequest(tx, id);
    if (!TAKEDOWN_UNDECIDED.includes(current.status)) throw conflict('takedownClosed', 'This request is already closed');
    const allowed = OUTCOMES[current.status] ?? [];
    if (!allowed.includes(input.outcome) || (input.outcome === 'keep' && current.reviewedAt))
      throw conflict('takedownOutcome', `A ${current.status} request cannot take "${input.outcome}"`);
    const now = new Date();
    const reviewed = current.reviewedAt ? {} : { reviewedBy: admin.id, reviewedAt: now };
    const audit = (status: TakedownStatus) =>
      recordAudit(tx, {
        actorId: admin.id,
        action: `takedown.${input.outcome}`,
        targetType: 'post',
        targetId: current.postId,
        before: { status: current.status },
        after: { status, request: id, note: input.note },
      });

    if (input.outcome === 'approve') {
      // Locked before the request changes: a member's request on the post (which locks it first) waits, so the checks hold.
      const post = await lockContent(tx, 'post', current.postId);
      const [open] = await tx
        .select({ id: requests.id })
        .from(requests)
        .where(and(eq(requests.postId, current.postId), inArray(requests.status, [...TAKEDOWN_OPEN])));
      if (open) throw conflict('takedownOpen', 'This post already has an open takedown request');
      if (post.state.is_deleted || post.state.is_hidden) throw conflict('takedownPostGone', 'The post is already hidden or deleted');
      const updated = await updateOne(tx, requests, eq(requests.id, id), {
        status: 'blinded',
        blindedAt: now,
        expiresAt: new Date(now.getTime() + TAKEDOWN_DAYS * DAY_MS),
        ...reviewed,
      });
      await setContentHidden(tx, admin.id, 'post', current.postId, 'takedown', {
        request: id,
        reason: current.reason,
        via: 'takedown_approved',
      });
      await audit('blinded');
      await notify(tx, current.authorId, 'takedown', { postId: current.postId, requestId: id, state: 'blinded' });
      await notify(tx, current.requesterId, 'takedown', { postId: current.postId, requestId: id, state: 'approved' });
      return updated;
    }

    if (input.outcome === 'keep') {
      const updated = await updateOne(tx, requests, eq(requests.id, id), reviewed);
      await audit('blinded');
      // Seen after its period ended (the job left it for an operator): it ends now.
      return current.expiresAt && current.expiresAt <= now ? expireLocked(tx, updated, admin.id, now) : updated;
    }

    const status: TakedownStatus = input.outcome === 'dismiss' ? 'dismissed' : input.outcome === 'restore' ? 'restored' : 'removed';
    const context = { request: id, via: 'takedown' };
    if (input.outcome === 'restore') await setContentHidden(tx, admin.id, 'post', current.postId, 'unhide', context);
    if (input.outcome === 'remove') await deleteContent(tx, admin.id, 'post', current.postId, context);
    const updated = await updateOne(tx, requests, eq(requests.id, id), {
      status,
      decidedBy: admin.id,
      decidedAt: now,
      decisionNote: input.note,
      ...reviewed,
    });
    await audit(status);
    // A dismissed request never touched the post: only its requester hears of it.
    const told = input.outcome === 'dismiss' ? [current.requesterId] : [current.authorId, current.requesterId];
    for (const userId of told) {
      await notify(tx, userId, 'takedown', { postId: current.postId, requestId: id, state: status });
    }
    return updated;
  });
  return (await withTitles([row], admin))[0]!;
}

export type ExpiryRun = {
  /** Requests whose period ended with the post deleted. */
  expired: number;
  /** Requests whose period ended that no operator has seen (or whose post is visible again): left blinded for operators. */
  awaitingReview: number[];
};

/**
 * Ends every blinded request whose period is over without an objection — the post is deleted
 * (audit `post.delete` without an actor) and both sides are told — but only once an operator has
 * seen the blinding. Unreviewed ones stay blinded and are answered in `awaitingReview`; the
 * operators' queue lists them first (`awaiting_review`).
 */
export async function expireTakedowns(now: Date = new Date()): Promise<ExpiryRun> {
  const db = await getDb();
  const due = await db
    .select({ id: requests.id })
    .from(requests)
    .where(and(eq(requests.status, 'blinded'), lte(requests.expiresAt, now)));
  const run: ExpiryRun = { expired: 0, awaitingReview: [] };
  for (const { id } of due) {
    const outcome = await db.transaction(async (tx) => {
      const current = await lockRequest(tx, id);
      if (current.status !== 'blinded' || !current.expiresAt || current.expiresAt > now) return 'skip';
      if (!current.reviewedAt) return 'review';
      // Shown again outside this request (an operator unhid it from the posts screen): theirs to settle.
      const post = await lockContent(tx, 'post', current.postId);
      if (!post.state.is_deleted && !post.state.is_hidden) return 'review';
      await expireLocked(tx, current, null, now);
      return 'expired';
    });
    if (outcome === 'expired') run.expired += 1;
    if (outcome === 'review') run.awaitingReview.push(id);
  }
  return run;
}

/**
 * Operators' queue: members' pending requests first, then blindings whose period ended unseen,
 * then objected ones (they wait on a decision), then blinded by end date, then closed ones.
 */
export async function listTakedowns(
  admin: Viewer,
  q: { status?: TakedownStatus; page: number; page_size: number },
): Promise<Page<TakedownDto>> {
  const db = await getDb();
  const where = q.status ? eq(requests.status, q.status) : undefined;
  const order = sql`case
    when ${requests.status} = 'pending' then 0
    when ${requests.status} = 'blinded' and ${requests.reviewedAt} is null and ${requests.expiresAt} <= now() then 1
    when ${requests.status} = 'objected' then 2
    when ${requests.status} = 'blinded' then 3
    else 4 end`;
  const page = await readPage(
    { page: q.page, pageSize: q.page_size },
    (limit, offset) =>
      db
        .select()
        .from(requests)
        .where(where)
        .orderBy(order, requests.expiresAt, requests.createdAt, desc(requests.id))
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(requests).where(where),
  );
  return { ...page, results: await withTitles(page.results, admin) };
}
