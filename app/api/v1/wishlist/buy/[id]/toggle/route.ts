import { handler, ok } from '@/lib/server/http/route';
import { setBuyItemStatus } from '@/lib/server/wishlist';
import { toggleStatusBody, wishItemIdParam, wishItemSchema } from '@/lib/validation/wishlist';
import { WISH_OWNER_ONLY } from '../../../docs';

export const POST = handler(
  {
    summary: 'Pause (0) or resume (1) a buy-list entry',
    tags: ['Wish lists'],
    auth: 'member',
    params: wishItemIdParam,
    body: toggleStatusBody,
    lang: true,
    response: wishItemSchema,
    errors: { '400': '1000: status must be 0 or 1', '404': 'No such buy-list entry', '403': WISH_OWNER_ONLY },
  },
  async ({ params, body, viewer, locale }) => ok(await setBuyItemStatus(viewer, params.id, body.status, locale)),
);
