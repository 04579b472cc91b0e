import { handler, ok } from '@/lib/server/http/route';
import { cancelTrade } from '@/lib/server/trades';
import { tradeDetailSchema, tradeIdParam } from '@/lib/validation/trades';
import { TRADE_STEP_ERRORS, TRADE_WRONG_SIDE } from '../../docs';

export const POST = handler(
  {
    summary: 'Call a trade off',
    description: 'The proposer while proposed; either side while accepted and before anyone confirmed.',
    tags: ['Trades'],
    auth: 'signedIn',
    params: tradeIdParam,
    response: tradeDetailSchema,
    errors: { ...TRADE_STEP_ERRORS, '403': TRADE_WRONG_SIDE },
  },
  async ({ params, viewer, locale, ip }) => ok(await cancelTrade(viewer, params.id, locale, ip)),
);
