import { listAdminPosts } from '@/lib/server/community/admin';
import { okPage } from '@/lib/server/http/paging';
import { handler, readQuery } from '@/lib/server/http/route';
import { adminPostQuery } from '@/lib/validation/admin/content/posts';

// Every post, whatever its state (visible, hidden, deleted, pinned).
export const GET = handler(async ({ url, locale }) => okPage(url, await listAdminPosts(readQuery(url, adminPostQuery), locale)), {
  auth: 'admin',
});
