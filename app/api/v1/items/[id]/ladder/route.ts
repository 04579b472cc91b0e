import { handler, ok } from '@/lib/server/http/route';
import { getLadder, priceItemId } from '@/lib/server/prices';
import { priceItemParam } from '@/lib/validation/prices';

// Live: readers poll it, so no cache may hold an offer that changed.
export const GET = handler<{ id: string }>(async ({ params }) => {
  const itemId = await priceItemId(priceItemParam.parse(params).id);
  return ok(await getLadder(itemId), { headers: { 'Cache-Control': 'no-store' } });
});
