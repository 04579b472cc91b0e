import { getAdminInquiry } from '@/lib/server/admin/inquiries';
import { handler, ok } from '@/lib/server/http/route';
import { adminIdParam } from '@/lib/validation/admin/common';

export const GET = handler<{ id: string }>(
  async ({ params, viewer, locale }) => ok(await getAdminInquiry(viewer, adminIdParam.parse(params).id, locale)),
  { auth: 'admin' },
);
