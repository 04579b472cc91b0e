import 'server-only';
import { LOCALE_COOKIE, type Locale } from '@/lib/constants';
import { readCookie } from '@/lib/cookies.mjs';
import { isLocale, resolveLocale } from '@/lib/locale';

// The API answers in `?lang=` when given, else in the language the site would pick. The cookie is
// read as pages read it (lib/cookies.mjs): the last readable NEXT_LOCALE, an unreadable one ignored.
export function requestLocale(req: Request, url: URL): Locale {
  const lang = url.searchParams.get('lang');
  if (isLocale(lang)) return lang;
  return resolveLocale(readCookie(req.headers.get('cookie'), LOCALE_COOKIE), req.headers.get('accept-language'));
}
