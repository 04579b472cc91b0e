import { moveInquiryStatus } from '@/lib/server/support/admin';
import { handler, ok } from '@/lib/server/http/route';
import { adminIdParam } from '@/lib/validation/admin/common';
import { adminInquiryDetailSchema, inquiryStatusChangeSchema } from '@/lib/validation/admin/inquiries';
import { admin, notAdmin } from '@/app/api/v1/admin/contract';

// waiting → processing → completed; a completed inquiry may be reopened to processing (409 otherwise).
export const PUT = handler(
  {
    ...admin,
    summary: 'Move the status',
    params: adminIdParam,
    lang: true,
    body: inquiryStatusChangeSchema,
    response: adminInquiryDetailSchema,
    errors: { '403': notAdmin, '404': 'No such inquiry', '409': 'Not an allowed move (e.g. back to waiting)' },
  },
  async ({ params, body, viewer, locale }) => ok(await moveInquiryStatus(viewer, params.id, body.status, locale)),
);
