import { listItems } from '@/lib/server/items';
import { okPage } from '@/lib/server/http/paging';
import { handler } from '@/lib/server/http/route';
import { paginatedSchema } from '@/lib/validation/common';
import { itemListQuery, itemSchema } from '@/lib/validation/items';

// The market page reads it; /v1/items/search/ is the spec's 10-item search.
export const GET = handler(
  {
    summary: 'The item catalogue, paged (10 per page), newest first',
    tags: ['Items'],
    query: itemListQuery,
    lang: true,
    response: paginatedSchema(itemSchema),
  },
  async ({ url, query, locale, viewer }) => okPage(url, await listItems(query, { locale, viewer })),
);
