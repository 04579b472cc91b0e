import { handler, ok, readJson } from '@/lib/server/http/route';
import { resolveTrade } from '@/lib/server/trades/admin';
import { tradeIdParam, tradeResolveInput } from '@/lib/validation/trades';

// POST /api/v1/admin/trades/{id}/resolve/ — an operator completes or cancels a disputed trade (audit trade.resolve).
export const POST = handler<{ id: string }>(
  async ({ req, params, viewer, locale }) => {
    const { id } = tradeIdParam.parse(params);
    return ok(await resolveTrade(viewer, id, await readJson(req, tradeResolveInput), locale));
  },
  { auth: 'admin' },
);
