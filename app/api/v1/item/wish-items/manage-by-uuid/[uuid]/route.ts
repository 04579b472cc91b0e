import { handler, ok, readJson, readQuery } from '@/lib/server/http/route';
import { manageWishItem, resolveWishType } from '@/lib/server/wishlist';
import { itemUuidParam, manageBody, manageQuery } from '@/lib/validation/wishlist';

export const POST = handler<{ uuid: string }>(
  async ({ req, params, url, locale, viewer }) => {
    const { uuid } = itemUuidParam.parse(params);
    const body = await readJson(req, manageBody);
    const wishType = resolveWishType(readQuery(url, manageQuery).wish_type, body.wish_type);
    return ok(
      await manageWishItem(
        viewer,
        uuid,
        { wishType, action: body.action, count: body.count, tradeType: body.trade_type, price: body.price },
        locale,
      ),
    );
  },
  { auth: 'member' },
);
