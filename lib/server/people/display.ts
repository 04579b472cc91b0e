import 'server-only';
import type { Locale } from '@/lib/constants';
import koUser from '@/messages/ko/user.json';
import zhTwUser from '@/messages/zh-TW/user.json';
import { pick } from '@/lib/server/i18n';

type Author = { nickname: string | null; status: 'active' | 'suspended' | 'withdrawn' };

// The name shown for the author of a post or comment: a withdrawn (or purged) account keeps
// its posts, shown as "withdrawn user" (messages user.withdrawnUser).
export function authorDisplayName(author: Author, locale: Locale): string | null {
  if (author.status === 'withdrawn') {
    return pick(locale, koUser.withdrawnUser, zhTwUser.withdrawnUser);
  }
  return author.nickname;
}
