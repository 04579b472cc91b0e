import { handler, ok } from '@/lib/server/http/route';
import { listMySanctions } from '@/lib/server/moderation/sanctions';

// GET /api/v1/users/me/sanctions/ — the viewer's own sanctions with the rule, the public note, the
// appeal and the strikes counting now. Suspended members may read theirs.
export const GET = handler(async ({ viewer }) => ok(await listMySanctions(viewer)), { auth: 'signedIn' });
