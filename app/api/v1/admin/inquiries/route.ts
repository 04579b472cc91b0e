import { listAdminInquiries } from '@/lib/server/support/admin';
import { okPage } from '@/lib/server/http/paging';
import { handler } from '@/lib/server/http/route';
import { adminInquiryQuery, adminInquirySummarySchema } from '@/lib/validation/admin/inquiries';
import { paginatedSchema } from '@/lib/validation/common';
import { adminContract } from '@/app/api/v1/admin/contract';

// Filterable by status and category.
export const GET = handler(
  {
    ...adminContract(),
    summary: 'Every inquiry, newest first',
    query: adminInquiryQuery,
    response: paginatedSchema(adminInquirySummarySchema),
  },
  async ({ url, query }) => okPage(url, await listAdminInquiries(query)),
);
