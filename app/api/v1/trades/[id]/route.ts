import { handler, ok } from '@/lib/server/http/route';
import { getTrade } from '@/lib/server/trades';
import { tradeIdParam } from '@/lib/validation/trades';

// GET /api/v1/trades/{id}/ — a trade with its history, for its two sides only.
export const GET = handler<{ id: string }>(
  async ({ params, viewer, locale }) => ok(await getTrade(viewer, tradeIdParam.parse(params).id, locale)),
  {
    auth: 'signedIn',
  },
);
