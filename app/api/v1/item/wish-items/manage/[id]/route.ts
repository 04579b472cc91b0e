import { handler, ok } from '@/lib/server/http/route';
import { manageWishItem } from '@/lib/server/wishlist';
import { itemIdParam, manageBody, manageQuery, manageResultSchema } from '@/lib/validation/wishlist';
import { WISH_MANAGE_DESCRIPTION, WISH_OWNER_ONLY } from '@/app/api/v1/wishlist/docs';

export const POST = handler(
  {
    summary: 'Manage an item (by id) on the member’s list of a type',
    description: WISH_MANAGE_DESCRIPTION,
    tags: ['Wish lists'],
    auth: 'member',
    params: itemIdParam,
    query: manageQuery,
    body: manageBody,
    lang: true,
    response: manageResultSchema,
    errors: {
      '400': '1000: `errors.id` = itemIdRequired; `errors.wish_type` = wishTypeRequired / wishTypeMismatch',
      '404': 'No such item',
      '409': '1500: the list is full (200)',
      '403': WISH_OWNER_ONLY,
    },
  },
  async ({ params, query, body, locale, viewer }) => ok(await manageWishItem(viewer, params.id, { query, body }, locale)),
);
