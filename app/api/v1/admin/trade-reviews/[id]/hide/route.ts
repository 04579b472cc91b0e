import { handler, ok } from '@/lib/server/http/route';
import { hideTradeReview } from '@/lib/server/trades/admin';
import { tradeIdParam, tradeReviewHiddenSchema, tradeReviewHideInput } from '@/lib/validation/trades';
import { admin } from '@/app/api/v1/admin/contract';

export const POST = handler(
  {
    ...admin,
    summary: 'Hide a trade review; it stops counting towards reputation and its open reports close',
    description: 'Audit `trade_review.hide`.',
    params: tradeIdParam,
    body: tradeReviewHideInput,
    response: tradeReviewHiddenSchema,
    errors: {
      '400': '1000: reasonRequired, tooLong',
      '404': '1400: no such review',
      '409': '1500: tradeReviewHidden',
    },
  },
  async ({ params, body, viewer }) => ok(await hideTradeReview(viewer, params.id, body.note)),
);
