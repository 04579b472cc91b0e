import { okPage } from '@/lib/server/http/paging';
import { handler, ok, readJson, readQuery } from '@/lib/server/http/route';
import { listTrades, proposeTrade } from '@/lib/server/trades';
import { tradeListQuery, tradeProposeInput } from '@/lib/validation/trades';

// GET /api/v1/trades/?box=active|history — the caller's trades, the latest change first.
export const GET = handler(
  async ({ url, viewer, locale }) => okPage(url, await listTrades(viewer, readQuery(url, tradeListQuery), locale)),
  {
    auth: 'signedIn',
  },
);

// POST /api/v1/trades/ — proposes a trade to another member.
export const POST = handler(
  async ({ req, viewer, locale, ip }) =>
    ok(await proposeTrade(viewer, await readJson(req, tradeProposeInput), locale, ip), { status: 201 }),
  { auth: 'member' },
);
