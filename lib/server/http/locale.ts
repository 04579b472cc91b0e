import 'server-only';
import { LOCALE_COOKIE, type Locale } from '@/lib/constants';
import { isLocale, resolveLocale } from '@/lib/locale';

// The API answers in `?lang=` when given, else in the language the site would pick.
export function requestLocale(req: Request, url: URL): Locale {
  const lang = url.searchParams.get('lang');
  if (isLocale(lang)) return lang;
  const cookie = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`).exec(req.headers.get('cookie') ?? '')?.[1];
  return resolveLocale(cookie ? decodeURIComponent(cookie) : null, req.headers.get('accept-language'));
}
