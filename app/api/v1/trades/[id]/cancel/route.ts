import { handler, ok } from '@/lib/server/http/route';
import { cancelTrade } from '@/lib/server/trades';
import { tradeIdParam } from '@/lib/validation/trades';

// POST /api/v1/trades/{id}/cancel/ — the proposer withdraws a proposal, or either side calls off an accepted trade nobody confirmed.
export const POST = handler<{ id: string }>(
  async ({ params, viewer, locale, ip }) => ok(await cancelTrade(viewer, tradeIdParam.parse(params).id, locale, ip)),
  {
    auth: 'signedIn',
  },
);
