import { listGuides } from '@/lib/server/guides';
import { okPage } from '@/lib/server/http/paging';
import { handler } from '@/lib/server/http/route';
import { paginatedSchema } from '@/lib/validation/common';
import { guideListQuery, guideSummarySchema } from '@/lib/validation/guides';

export const GET = handler(
  {
    summary: 'List published guides, by category and keyword, in the reader’s language',
    description:
      'Search is a case-insensitive substring match in the title and text (`%` and `_` are literal), so one- and two-character Korean and Chinese terms work. Title matches come first.',
    tags: ['Guide book'],
    query: guideListQuery,
    lang: true,
    response: paginatedSchema(guideSummarySchema),
  },
  async ({ url, query, locale }) =>
    okPage(
      url,
      await listGuides({ page: query.page, pageSize: query.page_size, category: query.category, keyword: query.keyword, locale }),
    ),
);
