import { handler, ok } from '@/lib/server/http/route';
import { getLadder, priceItemId } from '@/lib/server/prices';
import { LADDER_POST_DAYS, ladderSchema, priceItemParam } from '@/lib/validation/prices';

// Live: readers poll it, so no cache may hold an offer that changed.
export const GET = handler(
  {
    summary: 'Open buy and sell offers on an item, grouped by price',
    description:
      `Active priced wish entries and items of trade posts (need and sell posts, not deleted or hidden, at most ` +
      `${LADDER_POST_DAYS} days old) of active members. Never cached: poll it for a live ladder.`,
    tags: ['Prices'],
    params: priceItemParam,
    response: ladderSchema,
    errors: {
      '400': '1000: `errors.id` = itemIdRequired (neither an id nor a uuid)',
      '404': 'No such item',
    },
  },
  async ({ params }) => {
    const itemId = await priceItemId(params.id);
    return ok(await getLadder(itemId), { headers: { 'Cache-Control': 'no-store' } });
  },
);
