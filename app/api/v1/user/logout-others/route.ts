import { logoutOthers } from '@/lib/server/auth/session';
import { handler, ok } from '@/lib/server/http/route';
import { logoutOthersResult } from '@/lib/validation/accounts';

export const POST = handler(
  { summary: 'Sign out every other device', tags: ['Accounts'], auth: 'signedIn', response: logoutOthersResult },
  async ({ viewer }) => ok(await logoutOthers(viewer)),
);
