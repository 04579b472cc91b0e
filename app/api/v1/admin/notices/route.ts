import { createNotice, listAdminNotices } from '@/lib/server/admin/content/notices';
import { handler, ok, readJson, readQuery } from '@/lib/server/http/route';
import { adminNoticeQuery, noticeInputSchema } from '@/lib/validation/admin';

export const GET = handler(async ({ url }) => ok(await listAdminNotices(readQuery(url, adminNoticeQuery), url)), {
  auth: 'admin',
});

export const POST = handler(
  async ({ req, viewer }) => ok(await createNotice(viewer, await readJson(req, noticeInputSchema)), { status: 201 }),
  { auth: 'admin' },
);
