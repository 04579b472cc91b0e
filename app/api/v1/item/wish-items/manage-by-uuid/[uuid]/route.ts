import { handler, ok } from '@/lib/server/http/route';
import { manageWishItem } from '@/lib/server/wishlist';
import { itemUuidParam, manageBody, manageQuery, manageResultSchema } from '@/lib/validation/wishlist';
import { WISH_MANAGE_DESCRIPTION, WISH_OWNER_ONLY } from '@/app/api/v1/wishlist/docs';

export const POST = handler(
  {
    summary: 'Manage an item (by uuid) on the member’s list of a type',
    description: `${WISH_MANAGE_DESCRIPTION} Clients refresh their list of that type on success.`,
    tags: ['Wish lists'],
    auth: 'member',
    params: itemUuidParam,
    query: manageQuery,
    body: manageBody,
    lang: true,
    response: manageResultSchema,
    errors: {
      '400': '1000: `errors.uuid` = itemUuidRequired; `errors.wish_type` = wishTypeRequired / wishTypeMismatch',
      '404': 'No such item',
      '409': '1500: the list is full (200)',
      '403': WISH_OWNER_ONLY,
    },
  },
  async ({ params, query, body, locale, viewer }) => ok(await manageWishItem(viewer, params.uuid, { query, body }, locale)),
);
