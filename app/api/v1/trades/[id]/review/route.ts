import { handler, ok } from '@/lib/server/http/route';
import { created } from '@/lib/server/openapi/op';
import { reviewTrade } from '@/lib/server/trades/reviews';
import { tradeIdParam, tradeReviewInput, tradeReviewSchema } from '@/lib/validation/trades';
import { TRADE_STEP_ERRORS } from '../../docs';

export const POST = handler(
  {
    summary: 'Review the other side of a completed trade',
    description: 'Once per side. Reviews can be reported (target_type `trade_review`).',
    tags: ['Trades'],
    auth: 'member',
    params: tradeIdParam,
    body: tradeReviewInput,
    response: null,
    errors: {
      '404': TRADE_STEP_ERRORS['404'],
      '400': '1000: tradeRating, tooLong (comment over 200 characters)',
      '409': '1500: tradeState (not completed), tradeReviewed (already reviewed)',
    },
    openapi: { responses: created(tradeReviewSchema) },
  },
  async ({ params, body, viewer, locale }) => ok(await reviewTrade(viewer, params.id, body, locale), { status: 201 }),
);
