import { getItemDetail } from '@/lib/server/items';
import { handler, ok } from '@/lib/server/http/route';
import { itemDetailSchema, itemRefParam } from '@/lib/validation/items';

export const GET = handler(
  {
    summary: 'One item by id or uuid, with its equipment objects ordered by display_order',
    tags: ['Items'],
    params: itemRefParam,
    lang: true,
    response: itemDetailSchema,
    errors: {
      '400': '1000: `errors.id` = itemIdRequired (neither an id nor a uuid)',
      '404': 'No such item',
    },
  },
  async ({ params, locale, viewer }) => ok(await getItemDetail(params.id, { locale, viewer })),
);
