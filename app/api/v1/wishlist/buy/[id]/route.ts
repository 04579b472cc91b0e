import { handler, ok } from '@/lib/server/http/route';
import { removeWishItem } from '@/lib/server/wishlist';
import { wishItemIdParam } from '@/lib/validation/wishlist';

export const DELETE = handler<{ id: string }>(
  async ({ params, viewer }) => ok(await removeWishItem(viewer, wishItemIdParam.parse(params).id, 'buy')),
  { auth: 'member' },
);
