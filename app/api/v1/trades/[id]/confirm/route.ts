import { handler, ok } from '@/lib/server/http/route';
import { confirmTrade } from '@/lib/server/trades';
import { tradeDetailSchema, tradeIdParam } from '@/lib/validation/trades';
import { TRADE_STEP_ERRORS } from '../../docs';

export const POST = handler(
  {
    summary: 'Confirm the exchange happened',
    description:
      'Either side, while accepted; the second confirmation completes the trade (wish lists drop by the traded counts; a trade of gems for items of one kind records its unit price). ' +
      'Two confirmations at once complete it exactly once.',
    tags: ['Trades'],
    auth: 'member',
    params: tradeIdParam,
    response: tradeDetailSchema,
    errors: { ...TRADE_STEP_ERRORS, '409': '1500: tradeState, tradeConfirmed (the caller already confirmed)' },
  },
  async ({ params, viewer, locale, ip }) => ok(await confirmTrade(viewer, params.id, locale, ip)),
);
