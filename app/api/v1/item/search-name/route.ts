import { ITEM_SEARCH_LIMIT } from '@/lib/constants';
import { searchItemNames } from '@/lib/server/items';
import { handler, ok } from '@/lib/server/http/route';
import { z } from '@/lib/zod';
import { itemNameSearchQuery, itemSchema } from '@/lib/validation/items';

export const GET = handler(
  {
    summary: 'Item name autocomplete (1 character is enough; clients debounce 300 ms)',
    description: 'At most 10 items: names starting with the text first (the answer language before the other), then names containing it.',
    tags: ['Items'],
    query: itemNameSearchQuery,
    lang: true,
    response: z.array(itemSchema),
  },
  async ({ query, locale }) => ok(await searchItemNames(query.name, { locale, limit: ITEM_SEARCH_LIMIT })),
);
