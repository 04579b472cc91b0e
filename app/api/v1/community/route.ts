import { listPosts } from '@/lib/server/community/posts';
import { okCursorPage } from '@/lib/server/http/paging';
import { handler, readQuery } from '@/lib/server/http/route';
import { postListQuery } from '@/lib/validation/posts';

// GET: list and search (the read side). POST (create) belongs to the write side and is exported from this file too.
export const GET = handler(async ({ url, viewer, locale }) =>
  okCursorPage(url, await listPosts(readQuery(url, postListQuery), { viewer, locale })),
);
export { POST } from './write-handlers';
