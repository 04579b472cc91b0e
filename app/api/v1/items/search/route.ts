import { searchItems } from '@/lib/server/items';
import { handler, ok } from '@/lib/server/http/route';
import { z } from '@/lib/zod';
import { itemSchema, itemSearchQuery } from '@/lib/validation/items';

export const GET = handler(
  {
    summary: 'Search items: at most 10, newest first',
    description:
      'Names are matched in Korean and Traditional Chinese whatever the answer language; one character is enough. ' +
      'With a token, seller and buyer counts leave out members blocked either way.',
    tags: ['Items'],
    query: itemSearchQuery,
    lang: true,
    response: z.array(itemSchema),
  },
  async ({ query, locale, viewer }) => ok(await searchItems(query, { locale, viewer })),
);
