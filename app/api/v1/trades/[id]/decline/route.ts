import { handler, ok } from '@/lib/server/http/route';
import { declineTrade } from '@/lib/server/trades';
import { tradeIdParam } from '@/lib/validation/trades';

// POST /api/v1/trades/{id}/decline/ — the recipient declines a proposed trade.
export const POST = handler<{ id: string }>(
  async ({ params, viewer, locale, ip }) => ok(await declineTrade(viewer, tradeIdParam.parse(params).id, locale, ip)),
  {
    auth: 'signedIn',
  },
);
