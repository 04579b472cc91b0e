import { handler, ok, readQuery } from '@/lib/server/http/route';
import { listWishUsers } from '@/lib/server/wishlist';
import { itemIdParam, wishListUsersQuery } from '@/lib/validation/wishlist';

export const GET = handler<{ id: string }>(async ({ params, url, locale, viewer }) => {
  const { id } = itemIdParam.parse(params);
  const query = readQuery(url, wishListUsersQuery);
  return ok(await listWishUsers(id, { wishType: query.wish_type, page: query.page }, { locale, reader: viewer }, url));
});
