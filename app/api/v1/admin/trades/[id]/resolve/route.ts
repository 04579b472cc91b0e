import { handler, ok } from '@/lib/server/http/route';
import { resolveTrade } from '@/lib/server/trades/admin';
import { tradeDetailSchema, tradeIdParam, tradeResolveInput } from '@/lib/validation/trades';
import { admin } from '@/app/api/v1/admin/contract';

export const POST = handler(
  {
    ...admin,
    summary: 'Resolve a dispute: complete or cancel the trade; both sides are notified',
    description: 'Audit `trade.resolve`. `complete` counts as a completed trade (wish lists, price row).',
    params: tradeIdParam,
    body: tradeResolveInput,
    response: tradeDetailSchema,
    errors: {
      '400': '1000: actionInvalid, reasonRequired',
      '404': '1400: no such trade',
      '409': '1500: tradeNotDisputed',
    },
  },
  async ({ params, body, viewer, locale }) => ok(await resolveTrade(viewer, params.id, body, locale)),
);
