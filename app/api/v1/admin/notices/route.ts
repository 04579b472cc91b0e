import { createNotice, listAdminNotices } from '@/lib/server/notices/admin';
import { okPage } from '@/lib/server/http/paging';
import { handler, ok } from '@/lib/server/http/route';
import { adminNoticeQuery, adminNoticeSchema, noticeInputSchema } from '@/lib/validation/admin/content/notices';
import { paginatedSchema } from '@/lib/validation/common';
import { adminContract, created } from '@/app/api/v1/admin/contract';

export const GET = handler(
  {
    ...adminContract(),
    summary: 'Notices, pinned first',
    query: adminNoticeQuery,
    response: paginatedSchema(adminNoticeSchema),
  },
  async ({ url, query }) => okPage(url, await listAdminNotices(query)),
);

export const POST = handler(
  {
    ...adminContract(),
    summary: 'Create a notice (both languages, Markdown)',
    body: noticeInputSchema,
    ...created(adminNoticeSchema),
  },
  async ({ body, viewer }) => ok(await createNotice(viewer, body), { status: 201 }),
);
