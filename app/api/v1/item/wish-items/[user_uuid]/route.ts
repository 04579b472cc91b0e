import { okPage } from '@/lib/server/http/paging';
import { handler } from '@/lib/server/http/route';
import { listWishItems } from '@/lib/server/wishlist';
import { paginatedSchema } from '@/lib/validation/common';
import { userUuidParam, wishItemSchema, wishListQuery } from '@/lib/validation/wishlist';

export const GET = handler(
  {
    summary: 'A member’s buy or sell list, newest first',
    description:
      'Anyone may read a list; the owner also sees paused entries (status 0) and may filter by status. ' +
      'Unknown, withdrawn and blocking (either way) owners answer 404.',
    tags: ['Wish lists'],
    params: userUuidParam,
    query: wishListQuery,
    lang: true,
    response: paginatedSchema(wishItemSchema),
    errors: { '404': 'No such member' },
  },
  async ({ params, query, url, locale, viewer }) => okPage(url, await listWishItems(params.user_uuid, query, { locale, reader: viewer })),
);
