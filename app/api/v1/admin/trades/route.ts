import { okPage } from '@/lib/server/http/paging';
import { handler } from '@/lib/server/http/route';
import { listAdminTrades } from '@/lib/server/trades/admin';
import { paginatedSchema } from '@/lib/validation/common';
import { adminTradeQuery, tradeSchema } from '@/lib/validation/trades';
import { admin } from '@/app/api/v1/admin/contract';

// ?status=disputed|all
export const GET = handler(
  {
    ...admin,
    summary: 'Trades for operators: disputes oldest first, or all newest first',
    query: adminTradeQuery,
    response: paginatedSchema(tradeSchema),
  },
  async ({ url, query, viewer, locale }) => okPage(url, await listAdminTrades(viewer, query, locale)),
);
