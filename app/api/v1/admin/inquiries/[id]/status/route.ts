import { moveInquiryStatus } from '@/lib/server/support/admin';
import { handler, ok } from '@/lib/server/http/route';
import { adminInquiryDetailSchema, inquiryStatusChangeSchema } from '@/lib/validation/admin/inquiries';
import { adminRowContract } from '@/app/api/v1/admin/contract';

// waiting → processing → completed; a completed inquiry may be reopened to processing (409 otherwise).
export const PUT = handler(
  {
    ...adminRowContract('No such inquiry', { '409': 'Not an allowed move (e.g. back to waiting)' }),
    summary: 'Move the status',
    lang: true,
    body: inquiryStatusChangeSchema,
    response: adminInquiryDetailSchema,
  },
  async ({ params, body, viewer, locale }) => ok(await moveInquiryStatus(viewer, params.id, body.status, locale)),
);
