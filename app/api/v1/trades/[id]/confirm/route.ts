import { handler, ok } from '@/lib/server/http/route';
import { confirmTrade } from '@/lib/server/trades';
import { tradeIdParam } from '@/lib/validation/trades';

// POST /api/v1/trades/{id}/confirm/ — a side confirms the exchange happened; the second confirmation completes the trade.
export const POST = handler<{ id: string }>(
  async ({ params, viewer, locale, ip }) => ok(await confirmTrade(viewer, tradeIdParam.parse(params).id, locale, ip)),
  {
    auth: 'member',
  },
);
