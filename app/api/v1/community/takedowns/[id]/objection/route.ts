import { handler, ok } from '@/lib/server/http/route';
import { objectToTakedown } from '@/lib/server/moderation/takedown';
import { idParam } from '@/lib/validation/common';
import { takedownObjectionInput, takedownSchema } from '@/lib/validation/takedown';

export const POST = handler(
  {
    summary: 'The author asks for a blinded post back (재게시 요청)',
    description: 'Once, while the request is blinded and its period runs; operators then decide. A suspended author may object.',
    tags: ['Moderation'],
    auth: 'signedIn',
    params: idParam,
    body: takedownObjectionInput,
    response: takedownSchema,
    errors: {
      '400': '1000: takedownObjection (10–2000 characters)',
      '404': '1400: no such request, or the caller is neither its post’s author, its requester nor an operator',
      '409': '1500: takedownNotBlinded (already objected, decided or expired)',
    },
  },
  async ({ params, body, viewer }) => ok(await objectToTakedown(viewer, params.id, body.text)),
);
