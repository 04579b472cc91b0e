import { searchItems } from '@/lib/server/items';
import { handler, ok, readQuery } from '@/lib/server/http/route';
import { itemSearchQuery } from '@/lib/validation/items';

export const GET = handler(async ({ url, locale, viewer }) => ok(await searchItems(readQuery(url, itemSearchQuery), { locale, viewer })));
