import { handler, ok, readQuery } from '@/lib/server/http/route';
import { getTradeGuard } from '@/lib/server/trades';
import { tradeGuardQuery } from '@/lib/validation/trades';

// GET /api/v1/trades/guard/?with=<uuid>&item_ids=1,2 — the caller's limits and warnings before trading.
export const GET = handler(
  async ({ url, viewer }) => {
    const q = readQuery(url, tradeGuardQuery);
    return ok(await getTradeGuard(viewer, { withUserUuid: q.with, itemIds: q.item_ids }));
  },
  { auth: 'signedIn' },
);
