import { createNotice, listAdminNotices } from '@/lib/server/notices/admin';
import { okPage } from '@/lib/server/http/paging';
import { handler, ok } from '@/lib/server/http/route';
import { adminNoticeQuery, adminNoticeSchema, noticeInputSchema } from '@/lib/validation/admin/content/notices';
import { paginatedSchema } from '@/lib/validation/common';
import { admin, created, notAdmin } from '@/app/api/v1/admin/contract';

export const GET = handler(
  {
    ...admin,
    summary: 'Notices, pinned first',
    query: adminNoticeQuery,
    response: paginatedSchema(adminNoticeSchema),
    errors: { '403': notAdmin },
  },
  async ({ url, query }) => okPage(url, await listAdminNotices(query)),
);

export const POST = handler(
  {
    ...admin,
    summary: 'Create a notice (both languages, Markdown)',
    body: noticeInputSchema,
    ...created(adminNoticeSchema),
    errors: { '403': notAdmin },
  },
  async ({ body, viewer }) => ok(await createNotice(viewer, body), { status: 201 }),
);
