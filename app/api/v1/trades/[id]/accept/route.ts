import { handler, ok } from '@/lib/server/http/route';
import { acceptTrade } from '@/lib/server/trades';
import { TRADE_COMPLETION_DAYS, tradeDetailSchema, tradeIdParam } from '@/lib/validation/trades';
import { TRADE_STEP_ERRORS } from '../../docs';

export const POST = handler(
  {
    summary: 'The recipient accepts a proposed trade',
    description: `Starts the ${TRADE_COMPLETION_DAYS} days to confirm.`,
    tags: ['Trades'],
    auth: 'member',
    params: tradeIdParam,
    response: tradeDetailSchema,
    errors: { ...TRADE_STEP_ERRORS, '403': '1300: tradeWrongSide, tradeBlocked, tradeSharedDevice, tradeFrozen; 1301: suspended' },
  },
  async ({ params, viewer, locale, ip }) => ok(await acceptTrade(viewer, params.id, locale, ip)),
);
