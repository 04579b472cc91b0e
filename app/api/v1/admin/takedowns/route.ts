import { handler, ok } from '@/lib/server/http/route';
import { listTakedowns } from '@/lib/server/moderation/takedown';
import { paginatedSchema } from '@/lib/validation/common';
import { takedownQuery, takedownSchema } from '@/lib/validation/takedown';
import { admin } from '@/app/api/v1/admin/contract';

export const GET = handler(
  {
    ...admin,
    summary:
      'The 임시조치 queue: pending first, then blindings whose period ended unreviewed, then objected, then blinded by end date, then closed',
    query: takedownQuery,
    response: paginatedSchema(takedownSchema),
  },
  async ({ query, viewer }) => ok(await listTakedowns(viewer, query)),
);
