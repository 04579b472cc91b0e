import { okPage } from '@/lib/server/http/paging';
import { handler, readQuery } from '@/lib/server/http/route';
import { listWishUsers } from '@/lib/server/wishlist';
import { itemIdParam, wishListUsersQuery } from '@/lib/validation/wishlist';

export const GET = handler<{ id: string }>(async ({ params, url, locale, viewer }) => {
  const { id } = itemIdParam.parse(params);
  const query = readQuery(url, wishListUsersQuery);
  return okPage(url, await listWishUsers(id, { wishType: query.wish_type, page: query.page }, { locale, reader: viewer }));
});
