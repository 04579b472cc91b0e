import { listAdminInquiries } from '@/lib/server/admin/inquiries';
import { handler, ok, readQuery } from '@/lib/server/http/route';
import { adminInquiryQuery } from '@/lib/validation/admin';

// Every inquiry, filterable by status and category.
export const GET = handler(async ({ url }) => ok(await listAdminInquiries(readQuery(url, adminInquiryQuery), url)), { auth: 'admin' });
