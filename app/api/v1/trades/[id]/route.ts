import { handler, ok } from '@/lib/server/http/route';
import { getTrade } from '@/lib/server/trades';
import { tradeDetailSchema, tradeIdParam } from '@/lib/validation/trades';
import { TRADE_STEP_ERRORS } from '../docs';

export const GET = handler(
  {
    summary: 'A trade with its history and reviews, for its two sides',
    tags: ['Trades'],
    auth: 'signedIn',
    params: tradeIdParam,
    response: tradeDetailSchema,
    errors: { '404': TRADE_STEP_ERRORS['404'] },
  },
  async ({ params, viewer, locale }) => ok(await getTrade(viewer, params.id, locale)),
);
