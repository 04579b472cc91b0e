import { revokeMemberBadge } from '@/lib/server/admin/members';
import { handler, ok } from '@/lib/server/http/route';
import { badgeParams } from '@/lib/validation/admin/members';
import { parseInput } from '@/lib/validation/input';

// The badge by id or code.
export const DELETE = handler<{ id: string; badge: string }>(
  async ({ params, viewer, locale }) => {
    const { id, badge } = parseInput(badgeParams, params);
    return ok(await revokeMemberBadge(viewer, id, badge, locale));
  },
  { auth: 'admin' },
);
