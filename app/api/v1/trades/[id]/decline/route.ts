import { handler, ok } from '@/lib/server/http/route';
import { declineTrade } from '@/lib/server/trades';
import { tradeDetailSchema, tradeIdParam } from '@/lib/validation/trades';
import { TRADE_STEP_ERRORS, TRADE_WRONG_SIDE } from '../../docs';

export const POST = handler(
  {
    summary: 'The recipient declines a proposed trade',
    description: 'A suspended member may decline.',
    tags: ['Trades'],
    auth: 'signedIn',
    params: tradeIdParam,
    response: tradeDetailSchema,
    errors: { ...TRADE_STEP_ERRORS, '403': TRADE_WRONG_SIDE },
  },
  async ({ params, viewer, locale, ip }) => ok(await declineTrade(viewer, params.id, locale, ip)),
);
