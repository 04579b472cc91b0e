import 'server-only';
import type { Locale } from '@/lib/constants';
import { serverTranslator } from '@/lib/server/messages';

type Author = { nickname: string | null; status: 'active' | 'suspended' | 'withdrawn' };

// The name shown for the author of a post or comment: a withdrawn (or purged) account keeps
// its posts, shown as "withdrawn user" (messages user.withdrawnUser).
export function authorDisplayName(author: Author, locale: Locale): string | null {
  if (author.status === 'withdrawn') {
    return serverTranslator(locale, 'user')('withdrawnUser');
  }
  return author.nickname;
}
