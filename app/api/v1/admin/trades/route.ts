import { okPage } from '@/lib/server/http/paging';
import { handler, readQuery } from '@/lib/server/http/route';
import { listAdminTrades } from '@/lib/server/trades/admin';
import { adminTradeQuery } from '@/lib/validation/trades';

// GET /api/v1/admin/trades/?status=disputed|all — disputes oldest first, or every trade newest first.
export const GET = handler(
  async ({ url, viewer, locale }) => okPage(url, await listAdminTrades(viewer, readQuery(url, adminTradeQuery), locale)),
  {
    auth: 'admin',
  },
);
