import { handler, ok } from '@/lib/server/http/route';
import { removeWishItem } from '@/lib/server/wishlist';
import { wishItemIdParam, wishItemRemovedSchema } from '@/lib/validation/wishlist';
import { WISH_OWNER_ONLY } from '../../docs';

export const DELETE = handler(
  {
    summary: 'Remove an entry from the buy list',
    tags: ['Wish lists'],
    auth: 'member',
    params: wishItemIdParam,
    response: wishItemRemovedSchema,
    errors: { '404': 'No such buy-list entry', '403': WISH_OWNER_ONLY },
  },
  async ({ params, viewer }) => ok(await removeWishItem(viewer, params.id, 'buy')),
);
