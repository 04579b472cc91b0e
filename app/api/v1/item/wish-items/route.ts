import { handler, ok, readJson } from '@/lib/server/http/route';
import { removeWishItem } from '@/lib/server/wishlist';
import { removeWishItemBody } from '@/lib/validation/wishlist';

// The spec's "remove sell item": a wish-items endpoint with a body.
export const DELETE = handler(
  async ({ req, viewer }) => {
    const body = await readJson(req, removeWishItemBody);
    return ok(await removeWishItem(viewer, body.id, body.wish_type));
  },
  { auth: 'member' },
);
