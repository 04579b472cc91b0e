import { okPage } from '@/lib/server/http/paging';
import { handler } from '@/lib/server/http/route';
import { listAppeals } from '@/lib/server/moderation/appeals';
import { paginatedSchema } from '@/lib/validation/common';
import { adminAppealQuery, adminAppealSchema } from '@/lib/validation/moderation';
import { adminContract } from '@/app/api/v1/admin/contract';

// Pending appeals oldest first, then decided ones.
export const GET = handler(
  {
    ...adminContract(),
    summary: 'Appeals, pending first',
    query: adminAppealQuery,
    response: paginatedSchema(adminAppealSchema),
  },
  async ({ url, query, viewer }) => okPage(url, await listAppeals(viewer, query)),
);
