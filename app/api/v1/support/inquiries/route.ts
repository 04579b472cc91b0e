import { okPage } from '@/lib/server/http/paging';
import { handler, ok, readJson, readQuery } from '@/lib/server/http/route';
import { createInquiry, listMyInquiries } from '@/lib/server/support';
import { inquiryCreateSchema, inquiryListQuery } from '@/lib/validation/support';

// Suspended members may still read their own inquiries, but not write new ones.
export const GET = handler(
  async ({ url, viewer }) => {
    const q = readQuery(url, inquiryListQuery);
    return okPage(url, await listMyInquiries(viewer, { page: q.page, pageSize: q.page_size, status: q.status }));
  },
  { auth: 'signedIn' },
);

export const POST = handler(
  async ({ req, viewer, locale }) => {
    const input = await readJson(req, inquiryCreateSchema);
    return ok(await createInquiry(viewer, input, locale), { status: 201 });
  },
  { auth: 'member' },
);
