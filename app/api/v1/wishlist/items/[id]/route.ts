import { handler, ok, readJson } from '@/lib/server/http/route';
import { updateWishItem } from '@/lib/server/wishlist';
import { updateWishItemBody, wishItemIdParam } from '@/lib/validation/wishlist';

export const PATCH = handler<{ id: string }>(
  async ({ req, params, viewer, locale }) => {
    const { id } = wishItemIdParam.parse(params);
    return ok(await updateWishItem(viewer, id, await readJson(req, updateWishItemBody), locale));
  },
  { auth: 'member' },
);
