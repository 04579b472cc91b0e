import { handler, ok } from '@/lib/server/http/route';
import { unblockUser } from '@/lib/server/people/blocks';
import { uuidParam } from '@/lib/validation/people';

export const DELETE = handler<{ uuid: string }>(
  async ({ params, viewer, locale }) => ok(await unblockUser(viewer, uuidParam.parse(params).uuid, locale)),
  { auth: 'member' },
);
