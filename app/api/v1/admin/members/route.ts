import { searchMembers } from '@/lib/server/admin/members';
import { okPage } from '@/lib/server/http/paging';
import { handler, readQuery } from '@/lib/server/http/route';
import { memberSearchQuery } from '@/lib/validation/admin/members';

export const GET = handler(async ({ url }) => okPage(url, await searchMembers(readQuery(url, memberSearchQuery))), { auth: 'admin' });
