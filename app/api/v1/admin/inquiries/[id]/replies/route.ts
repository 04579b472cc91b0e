import { replyToInquiry } from '@/lib/server/support/admin';
import { handler, ok } from '@/lib/server/http/route';
import { inquiryReplyCreateSchema, inquiryReplySchema } from '@/lib/validation/support';
import { adminRowContract, created } from '@/app/api/v1/admin/contract';

// Labelled admin; the member is notified.
export const POST = handler(
  {
    ...adminRowContract('No such inquiry'),
    summary: 'Answer as an administrator (a waiting inquiry moves to processing)',
    body: inquiryReplyCreateSchema,
    ...created(inquiryReplySchema),
  },
  async ({ params, body, viewer }) => ok(await replyToInquiry(viewer, params.id, body.content), { status: 201 }),
);
