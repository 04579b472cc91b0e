import { handler, ok } from '@/lib/server/http/route';
import { unblockUser } from '@/lib/server/people/blocks';
import { blockStateSchema, uuidParam } from '@/lib/validation/people';

export const DELETE = handler(
  {
    summary: 'Unblock a member (the member in the path)',
    tags: ['People: blocks'],
    auth: 'member',
    params: uuidParam,
    response: blockStateSchema,
  },
  async ({ params, viewer, locale }) => ok(await unblockUser(viewer, params.uuid, locale)),
);
