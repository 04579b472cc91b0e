import { searchMembers } from '@/lib/server/admin/members';
import { handler, ok, readQuery } from '@/lib/server/http/route';
import { memberSearchQuery } from '@/lib/validation/admin';

export const GET = handler(async ({ url }) => ok(await searchMembers(readQuery(url, memberSearchQuery), url)), { auth: 'admin' });
