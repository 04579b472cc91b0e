import { handler, ok } from '@/lib/server/http/route';
import { acceptTrade } from '@/lib/server/trades';
import { tradeIdParam } from '@/lib/validation/trades';

// POST /api/v1/trades/{id}/accept/ — the recipient accepts a proposed trade.
export const POST = handler<{ id: string }>(
  async ({ params, viewer, locale, ip }) => ok(await acceptTrade(viewer, tradeIdParam.parse(params).id, locale, ip)),
  {
    auth: 'member',
  },
);
