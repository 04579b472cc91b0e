import { replyToInquiry } from '@/lib/server/support/admin';
import { handler, ok } from '@/lib/server/http/route';
import { adminIdParam } from '@/lib/validation/admin/common';
import { inquiryReplyCreateSchema, inquiryReplySchema } from '@/lib/validation/support';
import { admin, created, notAdmin } from '@/app/api/v1/admin/contract';

// Labelled admin; the member is notified.
export const POST = handler(
  {
    ...admin,
    summary: 'Answer as an administrator (a waiting inquiry moves to processing)',
    params: adminIdParam,
    body: inquiryReplyCreateSchema,
    ...created(inquiryReplySchema),
    errors: { '403': notAdmin, '404': 'No such inquiry' },
  },
  async ({ params, body, viewer }) => ok(await replyToInquiry(viewer, params.id, body.content), { status: 201 }),
);
