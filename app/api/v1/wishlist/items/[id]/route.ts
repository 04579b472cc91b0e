import { handler, ok } from '@/lib/server/http/route';
import { updateWishItem } from '@/lib/server/wishlist';
import { updateWishItemBody, wishItemIdParam, wishItemSchema } from '@/lib/validation/wishlist';
import { WISH_OWNER_ONLY } from '../../docs';

export const PATCH = handler(
  {
    summary: 'Change the count or the price of one of the member’s entries (either list)',
    tags: ['Wish lists'],
    auth: 'member',
    params: wishItemIdParam,
    body: updateWishItemBody,
    lang: true,
    response: wishItemSchema,
    errors: {
      '400': '1000: count 1–999; price 1–1,000,000,000 gems or null; something to change',
      '404': 'No such entry',
      '403': WISH_OWNER_ONLY,
    },
  },
  async ({ params, body, viewer, locale }) => ok(await updateWishItem(viewer, params.id, body, locale)),
);
