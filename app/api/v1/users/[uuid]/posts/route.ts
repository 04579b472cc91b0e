import { okPage } from '@/lib/server/http/paging';
import { handler } from '@/lib/server/http/route';
import { listUserPosts } from '@/lib/server/people/profiles';
import { pageQuery } from '@/lib/validation/common';
import { userPostPageSchema, uuidParam } from '@/lib/validation/people';

export const GET = handler(
  {
    summary: "A member's visible posts, newest first (10 a page)",
    tags: ['People: profiles'],
    params: uuidParam,
    query: pageQuery,
    lang: true,
    response: userPostPageSchema,
    errors: { '404': '1400: no such member (or withdrawn, or they blocked the reader)' },
  },
  async ({ params, url, query, viewer, locale }) => okPage(url, await listUserPosts(params.uuid, viewer, query, locale)),
);
