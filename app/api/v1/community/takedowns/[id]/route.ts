import { handler, ok } from '@/lib/server/http/route';
import { getTakedown } from '@/lib/server/moderation/takedown';
import { idParam } from '@/lib/validation/common';
import { takedownSchema } from '@/lib/validation/takedown';

export const GET = handler(
  {
    summary: 'A takedown request, for its post’s author, its requester or an operator',
    description: 'A suspended author may read it too. The requester is named to operators only.',
    tags: ['Moderation'],
    auth: 'signedIn',
    params: idParam,
    response: takedownSchema,
    errors: { '404': '1400: no such request, or the caller is neither its post’s author, its requester nor an operator' },
  },
  async ({ params, viewer }) => ok(await getTakedown(viewer, params.id)),
);
