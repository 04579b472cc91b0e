import { getAdminInquiry } from '@/lib/server/support/admin';
import { handler, ok } from '@/lib/server/http/route';
import { adminIdParam } from '@/lib/validation/admin/common';
import { adminInquiryDetailSchema } from '@/lib/validation/admin/inquiries';
import { admin, notAdmin } from '@/app/api/v1/admin/contract';

export const GET = handler(
  {
    ...admin,
    summary: 'One inquiry with its replies and member',
    params: adminIdParam,
    lang: true,
    response: adminInquiryDetailSchema,
    errors: { '403': notAdmin, '404': 'No such inquiry' },
  },
  async ({ params, viewer, locale }) => ok(await getAdminInquiry(viewer, params.id, locale)),
);
