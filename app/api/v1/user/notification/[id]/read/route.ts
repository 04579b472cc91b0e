import { handler, ok } from '@/lib/server/http/route';
import { markRead } from '@/lib/server/people/notifications';
import { idParam } from '@/lib/validation/common';
import { readResultSchema } from '@/lib/validation/people';

export const POST = handler(
  {
    summary: 'Mark one notification read',
    tags: ['People: notifications'],
    auth: 'signedIn',
    params: idParam,
    response: readResultSchema,
    errors: { '404': '1400: no such notification of the reader' },
  },
  async ({ params, viewer }) => ok({ updated: await markRead(viewer.id, params.id) }),
);
