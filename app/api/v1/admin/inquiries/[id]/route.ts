import { getAdminInquiry } from '@/lib/server/support/admin';
import { handler, ok } from '@/lib/server/http/route';
import { adminInquiryDetailSchema } from '@/lib/validation/admin/inquiries';
import { adminRowContract } from '@/app/api/v1/admin/contract';

export const GET = handler(
  {
    ...adminRowContract('No such inquiry'),
    summary: 'One inquiry with its replies and member',
    lang: true,
    response: adminInquiryDetailSchema,
  },
  async ({ params, viewer, locale }) => ok(await getAdminInquiry(viewer, params.id, locale)),
);
