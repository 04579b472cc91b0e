import 'server-only';
import type { Locale } from '@/lib/constants';
import { cursorEnvelope } from '@/lib/server/http/paging';
import { POST_PAGE_COMMENT_THREADS } from '@/lib/validation/comments';
import { commentListPath, listComments } from './comments';

/**
 * The threads the post page renders on the server: fewer than a page of the API
 * (POST_PAGE_COMMENT_THREADS against COMMENT_PAGE_SIZE), so the shared page stays light, in the
 * envelope of `GET /api/v1/community/replies/?post_id=`, whose `next` the browser goes on from.
 * No route answers this shorter page, so the page reads it here rather than through seedQuery.
 */
export async function postPageComments(postId: number, viewerId: number | null, locale: Locale) {
  return cursorEnvelope(commentListPath(postId), await listComments(postId, viewerId, locale, { limit: POST_PAGE_COMMENT_THREADS }));
}
