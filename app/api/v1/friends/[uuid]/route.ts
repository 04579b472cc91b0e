import { handler, ok } from '@/lib/server/http/route';
import { removeFriend } from '@/lib/server/people/friends';
import { friendStateSchema, uuidParam } from '@/lib/validation/people';

export const DELETE = handler(
  {
    summary: 'End a friendship (the member in the path)',
    tags: ['People: friends'],
    auth: 'member',
    params: uuidParam,
    response: friendStateSchema,
    errors: { '404': '1400: not friends' },
  },
  async ({ params, viewer, locale }) => ok(await removeFriend(viewer, params.uuid, locale)),
);
