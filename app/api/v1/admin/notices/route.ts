import { createNotice, listAdminNotices } from '@/lib/server/admin/content/notices';
import { okPage } from '@/lib/server/http/paging';
import { handler, ok, readJson, readQuery } from '@/lib/server/http/route';
import { adminNoticeQuery, noticeInputSchema } from '@/lib/validation/admin/content/notices';

export const GET = handler(async ({ url }) => okPage(url, await listAdminNotices(readQuery(url, adminNoticeQuery))), {
  auth: 'admin',
});

export const POST = handler(
  async ({ req, viewer }) => ok(await createNotice(viewer, await readJson(req, noticeInputSchema)), { status: 201 }),
  { auth: 'admin' },
);
