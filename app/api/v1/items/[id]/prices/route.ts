import { handler, ok } from '@/lib/server/http/route';
import { getPriceHistory, PRICE_HISTORY_TTL_MS, priceItemId } from '@/lib/server/prices';
import { PRICE_MIN_TRADES, PRICE_WARN_HIGH, PRICE_WARN_LOW, priceHistorySchema, priceItemParam } from '@/lib/validation/prices';

// Public and the same for every reader: a shared cache may keep it as long as this process does.
const CACHE_CONTROL = `public, max-age=0, s-maxage=${PRICE_HISTORY_TTL_MS / 1000}`;

export const GET = handler(
  {
    summary: 'Price history of an item from completed trades',
    description:
      `Median, p25 and p75 (percentile_cont) of the unit prices of completed trades over 7, 30 and 90 days, with null figures ` +
      `when a window has fewer than ${PRICE_MIN_TRADES} trades; a daily series over 90 UTC days; the fair range of the 30-day ` +
      `window (warn below ceil(p25 × ${PRICE_WARN_LOW}) or above floor(p75 × ${PRICE_WARN_HIGH})). Kept up to 30 s per instance.`,
    tags: ['Prices'],
    params: priceItemParam,
    response: priceHistorySchema,
    errors: {
      '400': '1000: `errors.id` = itemIdRequired (neither an id nor a uuid)',
      '404': 'No such item',
    },
  },
  async ({ params }) => {
    const itemId = await priceItemId(params.id);
    return ok(await getPriceHistory(itemId), { headers: { 'Cache-Control': CACHE_CONTROL } });
  },
);
