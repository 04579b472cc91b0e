import { listMyComments } from '@/lib/server/community/comments';
import { handler, ok, readQuery } from '@/lib/server/http/route';
import { myCommentListQuery } from '@/lib/validation/comments';

// Suspended members may still read what they wrote.
export const GET = handler(
  async ({ url, viewer }) => {
    const q = readQuery(url, myCommentListQuery);
    return ok(await listMyComments(viewer.id, { cursor: q.cursor }, url));
  },
  { auth: 'signedIn' },
);
