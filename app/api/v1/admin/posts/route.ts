import { listAdminPosts } from '@/lib/server/admin/content/posts';
import { handler, ok, readQuery } from '@/lib/server/http/route';
import { adminPostQuery } from '@/lib/validation/admin';

// Every post, whatever its state (visible, hidden, deleted, pinned).
export const GET = handler(async ({ url, locale }) => ok(await listAdminPosts(readQuery(url, adminPostQuery), locale, url)), {
  auth: 'admin',
});
