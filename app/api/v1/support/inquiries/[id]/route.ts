import { handler, ok } from '@/lib/server/http/route';
import { getInquiry } from '@/lib/server/support';
import { idParam } from '@/lib/validation/common';
import { inquiryDetailSchema } from '@/lib/validation/support';

export const GET = handler(
  {
    summary: 'One of my inquiries with its replies (admin, user, bot) and follow-up links',
    tags: ['Support'],
    auth: 'signedIn',
    params: idParam,
    lang: true,
    response: inquiryDetailSchema,
    errors: { '404': 'No such inquiry, or it is another member’s (never 403, so ids reveal nothing)' },
  },
  async ({ params, viewer, locale }) => ok(await getInquiry(viewer, params.id, locale)),
);
