import { handler, ok } from '@/lib/server/http/route';
import { addBuyItem } from '@/lib/server/wishlist';
import { addBuyItemBody, wishItemSchema } from '@/lib/validation/wishlist';
import { WISH_OWNER_ONLY } from '../docs';

export const POST = handler(
  {
    summary: 'Add an item to the buy list',
    tags: ['Wish lists'],
    auth: 'member',
    body: addBuyItemBody,
    lang: true,
    response: wishItemSchema,
    errors: {
      '400': '1000: `errors.item_id` = itemIdRequired and `errors.item_uuid` = itemUuidRequired when neither is given',
      '404': 'No such item',
      '409': '1500: already on the buy list, or the list is full (200)',
      '403': WISH_OWNER_ONLY,
    },
  },
  async ({ body, viewer, locale }) => ok(await addBuyItem(viewer, body, locale)),
);
