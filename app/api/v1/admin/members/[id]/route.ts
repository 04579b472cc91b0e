import { getMember } from '@/lib/server/admin/members';
import { handler, ok } from '@/lib/server/http/route';
import { adminIdParam } from '@/lib/validation/admin/common';

export const GET = handler<{ id: string }>(
  async ({ params, viewer, locale }) => ok(await getMember(viewer, adminIdParam.parse(params).id, locale)),
  { auth: 'admin' },
);
