import { handler, ok } from '@/lib/server/http/route';
import { setResolution } from '@/lib/server/support';
import { idParam } from '@/lib/validation/common';
import { inquiryDetailSchema, inquiryResolutionSchema } from '@/lib/validation/support';

export const POST = handler(
  {
    summary: 'Mark my answered inquiry resolved or not resolved',
    tags: ['Support'],
    auth: 'member',
    params: idParam,
    body: inquiryResolutionSchema,
    lang: true,
    response: inquiryDetailSchema,
    errors: {
      '404': 'No such inquiry, or it is another member’s (never 403, so ids reveal nothing)',
      '409': 'No operator has answered yet',
    },
  },
  async ({ params, body, viewer, locale }) => ok(await setResolution(viewer, params.id, body.resolution, locale)),
);
