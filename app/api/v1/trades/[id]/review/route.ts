import { handler, ok, readJson } from '@/lib/server/http/route';
import { reviewTrade } from '@/lib/server/trades/reviews';
import { tradeIdParam, tradeReviewInput } from '@/lib/validation/trades';

// POST /api/v1/trades/{id}/review/ — one review per side of a completed trade.
export const POST = handler<{ id: string }>(
  async ({ req, params, viewer, locale }) => {
    const { id } = tradeIdParam.parse(params);
    return ok(await reviewTrade(viewer, id, await readJson(req, tradeReviewInput), locale), { status: 201 });
  },
  { auth: 'member' },
);
