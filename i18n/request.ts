import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { LOCALE_COOKIE } from '@/lib/constants';
import { isLocale, resolveLocale } from '@/lib/locale';
import { loadMessages } from './messages';

export const LOCALE_HEADER = 'x-slime-locale';

export default getRequestConfig(async () => {
  const headerStore = await headers();
  const fromProxy = headerStore.get(LOCALE_HEADER);
  const locale = isLocale(fromProxy)
    ? fromProxy
    : resolveLocale((await cookies()).get(LOCALE_COOKIE)?.value, headerStore.get('accept-language'));
  return { locale, messages: await loadMessages(locale), timeZone: 'Asia/Seoul' };
});
