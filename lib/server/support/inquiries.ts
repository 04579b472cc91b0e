import 'server-only';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/constants';
import type { Viewer } from '@/lib/server/auth/session';
import { getDb, schema } from '@/lib/server/db';
import { insertOne } from '@/lib/server/db/rows';
import { readPage, type Page } from '@/lib/server/db/paging';
import { getGuideRefs } from '@/lib/server/guides';
import { AppError, Conflict, Forbidden, NotFound } from '@/lib/server/http/errors';
import { recordAudit, type Tx } from '@/lib/server/audit/log';
import { holdDetails, screenText, type Screened } from '@/lib/server/moderation/word-filter';
import { consume } from '@/lib/server/rate-limit';
import { ownsUploads } from '@/lib/server/uploads';
import {
  inquiryReplyCreateSchema,
  type InquiryCreateInput,
  type InquiryDetailDto,
  type InquiryRefDto,
  type InquiryReplyDto,
  type InquiryResolution,
  type InquiryStatus,
  type InquirySummaryDto,
} from '@/lib/validation/support';
import { botReplyText, detectLocale, recommendGuides } from './guide-bot';

const { inquiries, inquiryReplies } = schema;
type InquiryRow = typeof inquiries.$inferSelect;
type ReplyRow = typeof inquiryReplies.$inferSelect;

// Abuse limits per member (kept in the database, so they hold across instances).
export const INQUIRY_LIMIT = { max: 5, windowSeconds: 60 * 60 };
export const INQUIRY_REPLY_LIMIT = { max: 30, windowSeconds: 60 * 60 };

// Administrators move an inquiry forward; a completed one may be reopened, never sent back to waiting.
const STATUS_MOVES: Record<InquiryStatus, readonly InquiryStatus[]> = {
  waiting: ['processing', 'completed'],
  processing: ['completed'],
  completed: ['processing'],
};

const isAdmin = (viewer: Viewer) => viewer.role === 'admin';

function toRef(row: Pick<InquiryRow, 'id' | 'title' | 'status' | 'createdAt'>): InquiryRefDto {
  return { id: row.id, title: row.title, status: row.status, created_at: row.createdAt.toISOString() };
}

function toReply(row: ReplyRow, guides: Map<number, InquiryReplyDto['guides'][number]>): InquiryReplyDto {
  return {
    id: row.id,
    author_type: row.authorType,
    content: row.content,
    guides: row.guideIds.flatMap((id) => {
      const g = guides.get(id);
      return g ? [g] : [];
    }),
    created_at: row.createdAt.toISOString(),
  };
}

async function findInquiry(id: number): Promise<InquiryRow | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id)).limit(1);
  return row;
}

// Owners see their own inquiries; administrators see all; anyone else learns nothing (404, not 403).
async function readableInquiry(viewer: Viewer, id: number): Promise<InquiryRow> {
  const row = await findInquiry(id);
  if (!row || (row.userId !== viewer.id && !isAdmin(viewer))) throw NotFound('Inquiry not found');
  return row;
}

async function ownInquiry(viewer: Viewer, id: number): Promise<InquiryRow> {
  const row = await findInquiry(id);
  if (!row || row.userId !== viewer.id) {
    if (row && isAdmin(viewer)) throw Forbidden('Only the member who asked can do this');
    throw NotFound('Inquiry not found');
  }
  return row;
}

async function hasAdminReply(inquiryId: number): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(inquiryReplies)
    .where(and(eq(inquiryReplies.inquiryId, inquiryId), eq(inquiryReplies.authorType, 'admin')));
  return (row?.n ?? 0) > 0;
}

async function buildDetail(row: InquiryRow, viewerId: number, locale: Locale): Promise<InquiryDetailDto> {
  const db = await getDb();
  const [replies, original, followUps] = await Promise.all([
    db
      .select()
      .from(inquiryReplies)
      .where(eq(inquiryReplies.inquiryId, row.id))
      .orderBy(asc(inquiryReplies.createdAt), asc(inquiryReplies.id)),
    row.followUpOfId
      ? db
          .select()
          .from(inquiries)
          .where(and(eq(inquiries.id, row.followUpOfId), eq(inquiries.userId, row.userId)))
          .limit(1)
      : Promise.resolve([]),
    db
      .select()
      .from(inquiries)
      .where(and(eq(inquiries.followUpOfId, row.id), eq(inquiries.userId, row.userId)))
      .orderBy(asc(inquiries.createdAt), asc(inquiries.id)),
  ]);
  const guides = await getGuideRefs(
    replies.flatMap((r) => r.guideIds),
    locale,
  );
  const owner = row.userId === viewerId;
  const answered = replies.some((r) => r.authorType === 'admin');
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    content: row.content,
    images: row.images,
    status: row.status,
    resolution: row.resolution,
    follow_up_of_id: row.followUpOfId,
    has_admin_reply: answered,
    locale: row.locale === 'zh-TW' ? 'zh-TW' : 'ko',
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    replies: replies.map((r) => toReply(r, guides)),
    follow_up_of: original[0] ? toRef(original[0]) : null,
    follow_ups: followUps.map(toRef),
    can_reply: owner && row.status !== 'completed',
    can_resolve: owner && answered,
    can_follow_up: owner && row.resolution === 'unresolved',
  };
}

/**
 * A member's new inquiry (every field already validated by inquiryCreateSchema). The guide bot
 * answers in the same transaction, so the member sees its reply the moment the inquiry exists.
 */
export async function createInquiry(viewer: Viewer, input: InquiryCreateInput, pageLocale: Locale): Promise<InquiryDetailDto> {
  const screened = await screenText({ title: input.title, content: input.content }, { hold: 'accept', locale: pageLocale });
  input = { ...input, ...screened.values };
  if (input.follow_up_of_id) {
    const original = await findInquiry(input.follow_up_of_id);
    if (!original || original.userId !== viewer.id) throw NotFound('The inquiry to follow up was not found');
    if (original.resolution !== 'unresolved') {
      throw new AppError('CONFLICT', 'Only an inquiry marked not resolved can be followed up', { follow_up_of_id: ['followUpNotAllowed'] });
    }
  }
  if (!(await ownsUploads(viewer.id, input.images))) {
    throw new AppError('VALIDATION', 'Images must be your own uploads', { images: ['imageInvalid'] });
  }
  await consume({ key: `inquiry:user:${viewer.id}`, ...INQUIRY_LIMIT });

  const locale = detectLocale(`${input.title}\n${input.content}`, pageLocale);
  const picks = await recommendGuides(input, locale);
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const row = await insertOne(
      tx,
      inquiries,
      {
        userId: viewer.id,
        category: input.category,
        title: input.title,
        content: input.content,
        images: input.images,
        followUpOfId: input.follow_up_of_id ?? null,
        locale,
      },
      { id: inquiries.id },
    );
    await recordInquiryHold(tx, row.id, screened);
    await tx.insert(inquiryReplies).values({
      inquiryId: row.id,
      authorType: 'bot',
      authorId: null,
      content: botReplyText(locale, picks.length > 0),
      guideIds: picks.map((p) => p.guide.id),
    });
    return row.id;
  });
  return getInquiry(viewer, id, pageLocale);
}

export async function listMyInquiries(
  viewer: Viewer,
  opts: { page: number; pageSize: number; status?: InquiryStatus },
): Promise<Page<InquirySummaryDto>> {
  const db = await getDb();
  const where = and(eq(inquiries.userId, viewer.id), opts.status ? eq(inquiries.status, opts.status) : undefined);
  const page = await readPage(
    opts,
    (limit, offset) =>
      db.select().from(inquiries).where(where).orderBy(desc(inquiries.createdAt), desc(inquiries.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(inquiries).where(where),
  );
  const rows = page.results;
  const ids = rows.map((r) => r.id);
  const stats = ids.length
    ? await db
        .select({
          inquiryId: inquiryReplies.inquiryId,
          replies: count(),
          adminReplies: sql<number>`count(*) filter (where ${inquiryReplies.authorType} = 'admin')`.mapWith(Number),
        })
        .from(inquiryReplies)
        .where(inArray(inquiryReplies.inquiryId, ids))
        .groupBy(inquiryReplies.inquiryId)
    : [];
  const byId = new Map(stats.map((s) => [s.inquiryId, s]));
  const results = rows.map((row) => ({
    id: row.id,
    category: row.category,
    title: row.title,
    status: row.status,
    resolution: row.resolution,
    follow_up_of_id: row.followUpOfId,
    reply_count: byId.get(row.id)?.replies ?? 0,
    has_admin_reply: (byId.get(row.id)?.adminReplies ?? 0) > 0,
    image_count: row.images.length,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
  return { ...page, results };
}

export async function getInquiry(viewer: Viewer, id: number, locale: Locale): Promise<InquiryDetailDto> {
  return buildDetail(await readableInquiry(viewer, id), viewer.id, locale);
}

/**
 * The word filter's hold on an inquiry: operators read every inquiry anyway, so it is saved as
 * written (nothing is hidden from the operators it is addressed to) and the hold is recorded.
 */
async function recordInquiryHold(tx: Tx, id: number, screened: Screened<string>) {
  if (!screened.held) return;
  await recordAudit(tx, {
    actorId: null,
    action: 'inquiry.filter_hold',
    targetType: 'inquiry',
    targetId: id,
    after: holdDetails(screened),
  });
}

// More text from the member on the same inquiry while it is still open.
export async function addUserReply(viewer: Viewer, id: number, text: string, locale: Locale): Promise<InquiryReplyDto> {
  const row = await ownInquiry(viewer, id);
  if (row.status === 'completed') throw Conflict('This inquiry is completed; open a follow-up instead');
  const screened = await screenText({ content: text }, { hold: 'accept', locale });
  const content = screened.values.content;
  await consume({ key: `inquiry-reply:user:${viewer.id}`, ...INQUIRY_REPLY_LIMIT });
  const db = await getDb();
  const reply = await db.transaction(async (tx) => {
    const inserted = await insertOne(tx, inquiryReplies, { inquiryId: id, authorType: 'user', authorId: viewer.id, content });
    await tx
      .update(inquiries)
      .set({ updatedAt: sql`now()` })
      .where(eq(inquiries.id, id));
    await recordInquiryHold(tx, id, screened);
    return inserted;
  });
  return toReply(reply, new Map());
}

// The member's verdict on an answered inquiry. "Not resolved" opens the follow-up path.
export async function setResolution(viewer: Viewer, id: number, resolution: InquiryResolution, locale: Locale): Promise<InquiryDetailDto> {
  const row = await ownInquiry(viewer, id);
  if (!(await hasAdminReply(id))) throw Conflict('An operator has not answered yet');
  const db = await getDb();
  const [updated] = await db
    .update(inquiries)
    .set({ resolution, updatedAt: sql`now()` })
    .where(eq(inquiries.id, row.id))
    .returning();
  return buildDetail(updated ?? row, viewer.id, locale);
}

// ── For administrators (the admin screens call these with the signed-in administrator's id) ──

async function requireAdmin(adminId: number) {
  const db = await getDb();
  const [user] = await db
    .select({ role: schema.users.role, status: schema.users.status })
    .from(schema.users)
    .where(eq(schema.users.id, adminId))
    .limit(1);
  if (!user || user.role !== 'admin' || user.status !== 'active') throw Forbidden('Administrators only');
}

/** Moves an inquiry waiting → processing → completed (a completed one may be reopened to processing). */
export async function setStatus(id: number, status: InquiryStatus, adminId: number, locale: Locale = 'ko'): Promise<InquiryDetailDto> {
  await requireAdmin(adminId);
  const row = await findInquiry(id);
  if (!row) throw NotFound('Inquiry not found');
  if (row.status !== status) {
    if (!STATUS_MOVES[row.status].includes(status)) throw Conflict(`An inquiry cannot go from ${row.status} to ${status}`);
    const db = await getDb();
    await db.transaction(async (tx) => {
      await tx
        .update(inquiries)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(inquiries.id, id));
      await recordAudit(tx, {
        actorId: adminId,
        action: 'inquiry.status',
        targetType: 'inquiry',
        targetId: id,
        before: { status: row.status },
        after: { status },
      });
    });
  }
  return buildDetail((await findInquiry(id)) ?? row, adminId, locale);
}

/** An operator's answer (labelled admin). A waiting inquiry moves to processing; the member is notified. */
export async function addAdminReply(id: number, adminId: number, content: string): Promise<InquiryReplyDto> {
  const text = inquiryReplyCreateSchema.parse({ content }).content;
  await requireAdmin(adminId);
  const row = await findInquiry(id);
  if (!row) throw NotFound('Inquiry not found');
  const db = await getDb();
  const reply = await db.transaction(async (tx) => {
    const inserted = await insertOne(tx, inquiryReplies, { inquiryId: id, authorType: 'admin', authorId: adminId, content: text });
    await tx
      .update(inquiries)
      .set({ status: row.status === 'waiting' ? 'processing' : row.status, updatedAt: sql`now()` })
      .where(eq(inquiries.id, id));
    await tx.insert(schema.notifications).values({ userId: row.userId, kind: 'inquiry_reply', payload: { inquiryId: id } });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'inquiry.reply',
      targetType: 'inquiry',
      targetId: id,
      before: { status: row.status },
      after: { status: row.status === 'waiting' ? 'processing' : row.status, replyId: inserted.id },
    });
    return inserted;
  });
  return toReply(reply, new Map());
}
