import 'server-only';
import { and, count, desc, eq, ilike, inArray, max, or, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/constants';
import type { Viewer } from '@/lib/server/auth/session';
import { getDb, schema } from '@/lib/server/db';
import { containsPattern } from '@/lib/server/db/like';
import { readPage, type Page } from '@/lib/server/db/paging';
import { NotFound } from '@/lib/server/http/errors';
import { addAdminReply, getInquiry, setStatus } from '@/lib/server/support';
import type { AdminInquiryQuery, AdminInquirySummaryDto } from '@/lib/validation/admin/inquiries';
import type { AdminMemberRef } from '@/lib/validation/admin/refs';
import type { InquiryDetailDto, InquiryReplyDto, InquiryStatus } from '@/lib/validation/support';
import { loadMemberRefs } from '@/lib/server/people/member-refs';

// Support for administrators: every inquiry, filtered by status and category.
// Answering and moving the status are the support module's addAdminReply and setStatus, which
// check the status moves (waiting → processing → completed; completed may reopen), notify the
// member and write their audit rows in their own transactions.

const { inquiries, inquiryReplies, users } = schema;

export async function listAdminInquiries(q: AdminInquiryQuery): Promise<Page<AdminInquirySummaryDto>> {
  const db = await getDb();
  const like = q.q ? containsPattern(q.q) : null;
  const where = and(
    q.status ? eq(inquiries.status, q.status) : undefined,
    q.category ? eq(inquiries.category, q.category) : undefined,
    like
      ? or(
          ilike(inquiries.title, like),
          inArray(inquiries.userId, db.select({ id: users.id }).from(users).where(ilike(users.nickname, like))),
        )
      : undefined,
  );
  const page = await readPage(
    { page: q.page, pageSize: q.page_size },
    (limit, offset) =>
      db.select().from(inquiries).where(where).orderBy(desc(inquiries.createdAt), desc(inquiries.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(inquiries).where(where),
  );
  const rows = page.results;
  const ids = rows.map((r) => r.id);
  const [stats, members] = await Promise.all([
    ids.length
      ? db
          .select({
            inquiryId: inquiryReplies.inquiryId,
            replies: count(),
            adminReplies: sql<number>`count(*) filter (where ${inquiryReplies.authorType} = 'admin')`.mapWith(Number),
            last: max(inquiryReplies.createdAt),
          })
          .from(inquiryReplies)
          .where(inArray(inquiryReplies.inquiryId, ids))
          .groupBy(inquiryReplies.inquiryId)
      : Promise.resolve([]),
    loadMemberRefs(rows.map((r) => r.userId)),
  ]);
  const byId = new Map(stats.map((s) => [s.inquiryId, s]));
  return {
    ...page,
    results: rows.map((row) => {
      const s = byId.get(row.id);
      return {
        id: row.id,
        category: row.category,
        title: row.title,
        status: row.status,
        resolution: row.resolution,
        member: members.get(row.userId) ?? null,
        reply_count: s?.replies ?? 0,
        has_admin_reply: (s?.adminReplies ?? 0) > 0,
        last_reply_at: s?.last?.toISOString() ?? null,
        locale: row.locale,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      };
    }),
  };
}

export type AdminInquiryDetail = InquiryDetailDto & { member: AdminMemberRef | null };

export async function getAdminInquiry(admin: Viewer, id: number, locale: Locale): Promise<AdminInquiryDetail> {
  const db = await getDb();
  const [row] = await db.select({ userId: inquiries.userId }).from(inquiries).where(eq(inquiries.id, id)).limit(1);
  if (!row) throw NotFound('Inquiry not found');
  const [detail, members] = await Promise.all([getInquiry(admin, id, locale), loadMemberRefs([row.userId])]);
  return { ...detail, member: members.get(row.userId) ?? null };
}

export async function replyToInquiry(admin: Viewer, id: number, content: string): Promise<InquiryReplyDto> {
  return addAdminReply(id, admin.id, content);
}

export async function moveInquiryStatus(admin: Viewer, id: number, status: InquiryStatus, locale: Locale): Promise<AdminInquiryDetail> {
  await setStatus(id, status, admin.id, locale);
  return getAdminInquiry(admin, id, locale);
}
