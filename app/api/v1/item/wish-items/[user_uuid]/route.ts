import { okPage } from '@/lib/server/http/paging';
import { handler, readQuery } from '@/lib/server/http/route';
import { listWishItems } from '@/lib/server/wishlist';
import { userUuidParam, wishListQuery } from '@/lib/validation/wishlist';

export const GET = handler<{ user_uuid: string }>(async ({ params, url, locale, viewer }) => {
  const { user_uuid } = userUuidParam.parse(params);
  return okPage(url, await listWishItems(user_uuid, readQuery(url, wishListQuery), { locale, reader: viewer }));
});
