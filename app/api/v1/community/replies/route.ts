import { listComments } from '@/lib/server/community/comments';
import { okCursorPage } from '@/lib/server/http/paging';
import { handler, readQuery } from '@/lib/server/http/route';
import { commentListQuery } from '@/lib/validation/comments';

export const GET = handler(async ({ url, viewer, locale }) => {
  const q = readQuery(url, commentListQuery);
  return okCursorPage(url, await listComments(q.post_id, viewer?.id ?? null, locale, { cursor: q.cursor }));
});
