import { okPage } from '@/lib/server/http/paging';
import { handler, ok } from '@/lib/server/http/route';
import { created } from '@/lib/server/openapi/op';
import { listTrades, proposeTrade } from '@/lib/server/trades';
import {
  TRADE_NEW_ACCOUNT_DAYS,
  TRADE_NEW_MIN_COMPLETED,
  TRADE_NEW_OPEN_PROPOSALS,
  TRADE_RENAME_FREEZE_HOURS,
  tradeDetailSchema,
  tradeListQuery,
  tradePageSchema,
  tradeProposeInput,
} from '@/lib/validation/trades';
import { TRADE_STATES } from './docs';

export const GET = handler(
  {
    summary: 'The caller’s trades, the latest change first',
    tags: ['Trades'],
    auth: 'signedIn',
    query: tradeListQuery,
    response: tradePageSchema,
  },
  async ({ url, query, viewer, locale }) => okPage(url, await listTrades(viewer, query, locale)),
);

export const POST = handler(
  {
    summary: 'Propose a trade to another member',
    description:
      `${TRADE_STATES} New traders (accounts younger than ${TRADE_NEW_ACCOUNT_DAYS} days or with fewer than ${TRADE_NEW_MIN_COMPLETED} ` +
      `completed trades) may hold ${TRADE_NEW_OPEN_PROPOSALS} open proposals. At most 20 proposals an hour.`,
    tags: ['Trades'],
    auth: 'member',
    body: tradeProposeInput,
    response: null,
    errors: {
      '400':
        '1000: tradeSelf (recipient_uuid), tradeItemNotFound, tradeLinesRequired, tradeLinesMax, tradeLineDuplicate (lines), ' +
        'tradeCount, tradeGems, tradeGemsFrom, tradePostNotFound, tooLong (message), invalidCharacters',
      '403': `1300: tradeBlocked (a block either way), tradeSharedDevice (the accounts signed in from one device), tradeFrozen (meta.until: ${TRADE_RENAME_FREEZE_HOURS} h after a nickname change); 1301: suspended`,
      '404': '1400: no such recipient, or they withdrew',
      '409': '1500: tradeRecipientUnavailable (suspended recipient), tradeProposalLimit (meta.max)',
      '429': '1700: too many proposals',
    },
    openapi: { responses: created(tradeDetailSchema) },
  },
  async ({ body, viewer, locale, ip }) => ok(await proposeTrade(viewer, body, locale, ip), { status: 201 }),
);
