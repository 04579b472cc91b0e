import { setRole } from '@/lib/server/admin/members';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { adminIdParam } from '@/lib/validation/admin/common';
import { roleSchema } from '@/lib/validation/admin/members';

// Makes or unmakes an administrator (never one's own role).
export const PUT = handler<{ id: string }>(
  async ({ req, params, viewer, locale }) =>
    ok(await setRole(viewer, adminIdParam.parse(params).id, (await readJson(req, roleSchema)).role, locale)),
  { auth: 'admin' },
);
