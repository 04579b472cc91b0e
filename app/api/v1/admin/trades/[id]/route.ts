import { handler, ok } from '@/lib/server/http/route';
import { getAdminTrade } from '@/lib/server/trades/admin';
import { tradeIdParam } from '@/lib/validation/trades';

// GET /api/v1/admin/trades/{id}/ — any trade with both sides' messages, its history and every review.
export const GET = handler<{ id: string }>(
  async ({ params, viewer, locale }) => ok(await getAdminTrade(viewer, tradeIdParam.parse(params).id, locale)),
  { auth: 'admin' },
);
