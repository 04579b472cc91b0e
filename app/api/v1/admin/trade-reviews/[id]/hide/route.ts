import { handler, ok, readJson } from '@/lib/server/http/route';
import { hideTradeReview } from '@/lib/server/trades/admin';
import { tradeIdParam, tradeReviewHideInput } from '@/lib/validation/trades';

// POST /api/v1/admin/trade-reviews/{id}/hide/ — an operator hides a review (audit trade_review.hide); it stops counting.
export const POST = handler<{ id: string }>(
  async ({ req, params, viewer }) => {
    const { id } = tradeIdParam.parse(params);
    const { note } = await readJson(req, tradeReviewHideInput);
    return ok(await hideTradeReview(viewer, id, note));
  },
  { auth: 'admin' },
);
