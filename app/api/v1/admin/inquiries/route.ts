import { listAdminInquiries } from '@/lib/server/admin/inquiries';
import { okPage } from '@/lib/server/http/paging';
import { handler, readQuery } from '@/lib/server/http/route';
import { adminInquiryQuery } from '@/lib/validation/admin/inquiries';

// Every inquiry, filterable by status and category.
export const GET = handler(async ({ url }) => okPage(url, await listAdminInquiries(readQuery(url, adminInquiryQuery))), { auth: 'admin' });
