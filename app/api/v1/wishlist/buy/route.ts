import { handler, ok, readJson } from '@/lib/server/http/route';
import { addBuyItem } from '@/lib/server/wishlist';
import { addBuyItemBody } from '@/lib/validation/wishlist';

export const POST = handler(async ({ req, viewer, locale }) => ok(await addBuyItem(viewer, await readJson(req, addBuyItemBody), locale)), {
  auth: 'member',
});
