import { okPage } from '@/lib/server/http/paging';
import { handler } from '@/lib/server/http/route';
import { listNotices } from '@/lib/server/notices';
import { paginatedSchema } from '@/lib/validation/common';
import { noticeListQuery, noticeSummarySchema } from '@/lib/validation/notices';

export const GET = handler(
  {
    summary: 'List notices, pinned first then newest',
    tags: ['Board'],
    query: noticeListQuery,
    lang: true,
    response: paginatedSchema(noticeSummarySchema),
  },
  async ({ url, query, locale }) =>
    okPage(url, await listNotices({ page: query.page, pageSize: query.page_size, kind: query.kind, locale })),
);
