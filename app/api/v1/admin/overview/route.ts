import { handler, ok } from '@/lib/server/http/route';
import { loadOverview } from '@/lib/server/admin/overview';
import { adminOverviewSchema } from '@/lib/validation/admin/overview';
import { adminContract } from '@/app/api/v1/admin/contract';

export const GET = handler(
  {
    ...adminContract(),
    summary: 'What waits for an operator, and the latest actions',
    response: adminOverviewSchema,
  },
  async () => ok(await loadOverview()),
);
