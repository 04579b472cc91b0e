import { handler, ok, readJson, readQuery } from '@/lib/server/http/route';
import { manageWishItem, resolveWishType } from '@/lib/server/wishlist';
import { itemIdParam, manageBody, manageQuery } from '@/lib/validation/wishlist';

export const POST = handler<{ id: string }>(
  async ({ req, params, url, locale, viewer }) => {
    const { id } = itemIdParam.parse(params);
    const body = await readJson(req, manageBody);
    const wishType = resolveWishType(readQuery(url, manageQuery).wish_type, body.wish_type);
    return ok(
      await manageWishItem(
        viewer,
        id,
        { wishType, action: body.action, count: body.count, tradeType: body.trade_type, price: body.price },
        locale,
      ),
    );
  },
  { auth: 'member' },
);
