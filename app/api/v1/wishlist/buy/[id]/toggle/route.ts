import { handler, ok, readJson } from '@/lib/server/http/route';
import { setBuyItemStatus } from '@/lib/server/wishlist';
import { toggleStatusBody, wishItemIdParam } from '@/lib/validation/wishlist';

export const POST = handler<{ id: string }>(
  async ({ req, params, viewer, locale }) => {
    const { id } = wishItemIdParam.parse(params);
    const { status } = await readJson(req, toggleStatusBody);
    return ok(await setBuyItemStatus(viewer, id, status, locale));
  },
  { auth: 'member' },
);
