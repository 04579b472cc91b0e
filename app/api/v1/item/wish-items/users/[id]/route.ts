import { okPage } from '@/lib/server/http/paging';
import { handler } from '@/lib/server/http/route';
import { listWishUsers } from '@/lib/server/wishlist';
import { paginatedSchema } from '@/lib/validation/common';
import { itemIdParam, wishListUsersQuery, wishUserSchema } from '@/lib/validation/wishlist';

export const GET = handler(
  {
    summary: 'Sellers (wish_type=sell) or buyers (wish_type=buy) of an item, 10 per page, newest first',
    description: 'Active entries of active members only; members blocked by the reader or blocking them are left out.',
    tags: ['Wish lists'],
    params: itemIdParam,
    query: wishListUsersQuery,
    lang: true,
    response: paginatedSchema(wishUserSchema),
    errors: { '400': '1000: `errors.id` = itemIdRequired', '404': 'No such item' },
  },
  async ({ params, query, url, locale, viewer }) =>
    okPage(url, await listWishUsers(params.id, { wishType: query.wish_type, page: query.page }, { locale, reader: viewer })),
);
