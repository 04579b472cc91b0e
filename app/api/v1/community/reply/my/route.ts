import { listMyComments } from '@/lib/server/community/comments';
import { okCursorPage } from '@/lib/server/http/paging';
import { handler, readQuery } from '@/lib/server/http/route';
import { myCommentListQuery } from '@/lib/validation/comments';

// Suspended members may still read what they wrote.
export const GET = handler(
  async ({ url, viewer }) => {
    const q = readQuery(url, myCommentListQuery);
    return okCursorPage(url, await listMyComments(viewer.id, { cursor: q.cursor }));
  },
  { auth: 'signedIn' },
);
