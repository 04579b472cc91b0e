import { handler, ok } from '@/lib/server/http/route';
import { getAdminTrade } from '@/lib/server/trades/admin';
import { tradeDetailSchema, tradeIdParam } from '@/lib/validation/trades';
import { admin } from '@/app/api/v1/admin/contract';

export const GET = handler(
  {
    ...admin,
    summary: 'Any trade with both sides’ messages, its history and every review',
    params: tradeIdParam,
    response: tradeDetailSchema,
    errors: { '404': '1400: no such trade' },
  },
  async ({ params, viewer, locale }) => ok(await getAdminTrade(viewer, params.id, locale)),
);
