import { handler, ok } from '@/lib/server/http/route';
import { removeFriend } from '@/lib/server/people/friends';
import { uuidParam } from '@/lib/validation/people';

export const DELETE = handler<{ uuid: string }>(
  async ({ params, viewer, locale }) => ok(await removeFriend(viewer, uuidParam.parse(params).uuid, locale)),
  { auth: 'member' },
);
