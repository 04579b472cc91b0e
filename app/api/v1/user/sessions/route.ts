import { listSessions } from '@/lib/server/auth/session';
import { handler, ok } from '@/lib/server/http/route';

export const GET = handler(async ({ viewer }) => ok(await listSessions(viewer)), { auth: 'signedIn' });
