import { handler, ok } from '@/lib/server/http/route';
import { disputeTrade } from '@/lib/server/trades';
import { tradeDetailSchema, tradeDisputeInput, tradeIdParam } from '@/lib/validation/trades';
import { TRADE_STEP_ERRORS } from '../../docs';

export const POST = handler(
  {
    summary: 'Mark an accepted trade disputed, with a reason',
    description: 'Either side, before completion. Operators then complete or cancel it.',
    tags: ['Trades'],
    auth: 'signedIn',
    params: tradeIdParam,
    body: tradeDisputeInput,
    response: tradeDetailSchema,
    errors: { ...TRADE_STEP_ERRORS, '400': '1000: tradeDisputeReason (10–500 characters), tooLong' },
  },
  async ({ params, body, viewer, locale, ip }) => ok(await disputeTrade(viewer, params.id, body.reason, locale, ip)),
);
