import { listItems } from '@/lib/server/items';
import { okPage } from '@/lib/server/http/paging';
import { handler, readQuery } from '@/lib/server/http/route';
import { itemListQuery } from '@/lib/validation/items';

// The whole catalogue, paged (the market page); /v1/items/search/ is the spec's 10-item search.
export const GET = handler(async ({ url, locale, viewer }) =>
  okPage(url, await listItems(readQuery(url, itemListQuery), { locale, viewer })),
);
