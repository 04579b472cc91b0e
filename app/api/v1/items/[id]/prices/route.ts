import { handler, ok } from '@/lib/server/http/route';
import { getPriceHistory, PRICE_HISTORY_TTL_MS, priceItemId } from '@/lib/server/prices';
import { priceItemParam } from '@/lib/validation/prices';

// Public and the same for every reader: a shared cache may keep it as long as this process does.
const CACHE_CONTROL = `public, max-age=0, s-maxage=${PRICE_HISTORY_TTL_MS / 1000}`;

export const GET = handler<{ id: string }>(async ({ params }) => {
  const itemId = await priceItemId(priceItemParam.parse(params).id);
  return ok(await getPriceHistory(itemId), { headers: { 'Cache-Control': CACHE_CONTROL } });
});
