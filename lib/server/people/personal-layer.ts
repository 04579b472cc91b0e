import 'server-only';
import type { Locale } from '@/lib/constants';
import type { Viewer } from '@/lib/server/auth/session';
import { reactionsForPosts } from '@/lib/server/community/post-write';
import type { PersonalLayerDto, PersonalLayerQuery } from '@/lib/validation/personal';
import { hiddenAuthorIds } from './blocks';
import { getMe } from './me';
import { unreadCount } from './notifications';

/**
 * What is the member's own on a page every reader shares (the page cache serves members the
 * guests' HTML): the header's member, the unread count, the authors hidden by blocks either way,
 * and the reactions to the posts on the page. One request per page view; only the parts asked for.
 */
export async function personalLayer(viewer: Viewer, locale: Locale, query: PersonalLayerQuery): Promise<PersonalLayerDto> {
  const [me, unread, hidden, reactions] = await Promise.all([
    query.me ? getMe(viewer.id, locale) : undefined,
    query.unread ? unreadCount(viewer.id) : undefined,
    query.hidden ? hiddenAuthorIds(viewer.id) : undefined,
    query.posts?.length ? reactionsForPosts(query.posts, viewer) : undefined,
  ]);
  return { me, unread_count: unread, hidden_author_ids: hidden, reactions };
}
