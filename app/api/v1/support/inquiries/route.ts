import { okPage } from '@/lib/server/http/paging';
import { handler, ok } from '@/lib/server/http/route';
import { created } from '@/lib/server/openapi/op';
import { createInquiry, listMyInquiries } from '@/lib/server/support';
import { paginatedSchema } from '@/lib/validation/common';
import { inquiryCreateSchema, inquiryDetailSchema, inquiryListQuery, inquirySummarySchema } from '@/lib/validation/support';

// Suspended members may still read their own inquiries, but not write new ones.
export const GET = handler(
  {
    summary: 'My inquiries, newest first',
    tags: ['Support'],
    auth: 'signedIn',
    query: inquiryListQuery,
    lang: true,
    response: paginatedSchema(inquirySummarySchema),
  },
  async ({ url, query, viewer }) =>
    okPage(url, await listMyInquiries(viewer, { page: query.page, pageSize: query.page_size, status: query.status })),
);

export const POST = handler(
  {
    summary: 'Send an inquiry; the guide bot answers at once with matching guides',
    description:
      'Category (one of 17), title and content are required; images are at most 5 of your own uploads from `/v1/support/inquiry-image/`. With `follow_up_of_id` it follows up one of your inquiries marked not resolved. At most 5 inquiries an hour. Answers 201 with the inquiry and its bot reply.',
    tags: ['Support'],
    auth: 'member',
    body: inquiryCreateSchema,
    response: null,
    errors: {
      '404': 'The inquiry to follow up is not yours or does not exist',
      '409': 'The inquiry to follow up is not marked not resolved',
    },
    openapi: { responses: created(inquiryDetailSchema) },
  },
  async ({ body, viewer, locale }) => ok(await createInquiry(viewer, body, locale), { status: 201 }),
);
