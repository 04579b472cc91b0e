import { getItemDetail } from '@/lib/server/items';
import { handler, ok } from '@/lib/server/http/route';
import { itemRefParam } from '@/lib/validation/items';

// {id} is a numeric id or an item uuid.
export const GET = handler<{ id: string }>(async ({ params, locale, viewer }) =>
  ok(await getItemDetail(itemRefParam.parse(params).id, { locale, viewer })),
);
