import type { Locale } from '@/lib/constants';

// Picks the column of a bilingual row for the reader's language (server and browser alike).
export function pick<T>(locale: Locale, ko: T, zhTw: T): T {
  return locale === 'zh-TW' ? zhTw : ko;
}
