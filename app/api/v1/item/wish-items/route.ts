import { handler, ok } from '@/lib/server/http/route';
import { removeWishItem } from '@/lib/server/wishlist';
import { removeWishItemBody, wishItemRemovedSchema } from '@/lib/validation/wishlist';
import { WISH_OWNER_ONLY } from '@/app/api/v1/wishlist/docs';

// The spec's "remove sell item": a wish-items endpoint with a body.
export const DELETE = handler(
  {
    summary: 'Remove a sell-list entry (body {id}; wish_type defaults to sell)',
    tags: ['Wish lists'],
    auth: 'member',
    body: removeWishItemBody,
    response: wishItemRemovedSchema,
    errors: { '404': 'No such entry on that list', '403': WISH_OWNER_ONLY },
  },
  async ({ body, viewer }) => ok(await removeWishItem(viewer, body.id, body.wish_type)),
);
