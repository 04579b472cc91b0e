import { logoutOthers } from '@/lib/server/auth/session';
import { handler, ok } from '@/lib/server/http/route';

export const POST = handler(async ({ viewer }) => ok(await logoutOthers(viewer)), { auth: 'signedIn' });
