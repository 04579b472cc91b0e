import { listPosts } from '@/lib/server/community/posts';
import { handler, ok, readQuery } from '@/lib/server/http/route';
import { postListQuery } from '@/lib/validation/posts';

// GET: list and search (4a, the read side). POST (create) belongs to 4c and is exported from this file too.
export const GET = handler(async ({ url, viewer, locale }) => ok(await listPosts(readQuery(url, postListQuery), { viewer, locale, url })));
export { POST } from './write-handlers';
