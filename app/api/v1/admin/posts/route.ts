import { listAdminPosts } from '@/lib/server/community/admin';
import { okPage } from '@/lib/server/http/paging';
import { handler } from '@/lib/server/http/route';
import { adminPostQuery, adminPostSchema } from '@/lib/validation/admin/content/posts';
import { paginatedSchema } from '@/lib/validation/common';
import { adminContract } from '@/app/api/v1/admin/contract';

// Visible, hidden, deleted and pinned alike.
export const GET = handler(
  {
    ...adminContract(),
    summary: 'Every post, whatever its state',
    query: adminPostQuery,
    lang: true,
    response: paginatedSchema(adminPostSchema),
  },
  async ({ url, query, locale }) => okPage(url, await listAdminPosts(query, locale)),
);
