import { handler, ok } from '@/lib/server/http/route';
import { created } from '@/lib/server/openapi/op';
import { addUserReply } from '@/lib/server/support';
import { idParam } from '@/lib/validation/common';
import { inquiryReplyCreateSchema, inquiryReplySchema } from '@/lib/validation/support';

export const POST = handler(
  {
    summary: 'Add more text to my inquiry while it is not completed',
    tags: ['Support'],
    auth: 'member',
    params: idParam,
    body: inquiryReplyCreateSchema,
    response: null,
    errors: {
      '404': 'No such inquiry, or it is another member’s (never 403, so ids reveal nothing)',
      '409': 'The inquiry is completed',
    },
    openapi: { responses: created(inquiryReplySchema) },
  },
  async ({ params, body, viewer, locale }) => ok(await addUserReply(viewer, params.id, body.content, locale), { status: 201 }),
);
