import { handler, ok } from '@/lib/server/http/route';
import { getTradeGuard } from '@/lib/server/trades';
import { tradeGuardQuery, tradeGuardSchema } from '@/lib/validation/trades';

export const GET = handler(
  {
    summary: 'The caller’s trading limits and warnings before proposing or accepting',
    tags: ['Trades'],
    auth: 'signedIn',
    query: tradeGuardQuery,
    response: tradeGuardSchema,
    errors: { '404': '1400: no such counterpart' },
  },
  async ({ query, viewer }) => ok(await getTradeGuard(viewer, { withUserUuid: query.with, itemIds: query.item_ids })),
);
