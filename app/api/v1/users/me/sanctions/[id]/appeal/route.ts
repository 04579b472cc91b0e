import { handler, ok } from '@/lib/server/http/route';
import { appealSanction } from '@/lib/server/moderation/appeals';
import { created } from '@/lib/server/openapi/op';
import { adminIdParam } from '@/lib/validation/admin/common';
import { appealSchema, appealStateSchema } from '@/lib/validation/moderation';

export const POST = handler(
  {
    summary: 'Appeal one of the viewer’s sanctions, once',
    description: 'Suspended members may appeal. Decided by an administrator other than the one who sanctioned.',
    tags: ['Moderation'],
    auth: 'signedIn',
    params: adminIdParam,
    body: appealSchema,
    response: null,
    errors: {
      '400': '1000: errors.text = required | tooLong (1–1000 characters)',
      '404': 'No such sanction of the viewer (another member’s answers 404 too)',
      '409': '1500: errors._ = appealExists (appealed already) | sanctionReversed',
    },
    openapi: { responses: { ...created(appealStateSchema) } },
  },
  async ({ params, body, viewer }) => ok(await appealSanction(viewer, params.id, body), { status: 201 }),
);
