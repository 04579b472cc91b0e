import { ITEM_SEARCH_LIMIT } from '@/lib/constants';
import { searchItemNames } from '@/lib/server/items';
import { handler, ok, readQuery } from '@/lib/server/http/route';
import { itemNameSearchQuery } from '@/lib/validation/items';

export const GET = handler(async ({ url, locale }) =>
  ok(await searchItemNames(readQuery(url, itemNameSearchQuery).name, { locale, limit: ITEM_SEARCH_LIMIT })),
);
