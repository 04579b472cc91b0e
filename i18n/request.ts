import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { LOCALE_COOKIE, LOCALE_HEADER } from '@/lib/constants';
import { isLocale, resolveLocale } from '@/lib/locale';
import { loadMessages } from './messages';

export default getRequestConfig(async () => {
  const headerStore = await headers();
  const fromProxy = headerStore.get(LOCALE_HEADER);
  const locale = isLocale(fromProxy)
    ? fromProxy
    : resolveLocale((await cookies()).get(LOCALE_COOKIE)?.value, headerStore.get('accept-language'));
  return { locale, messages: await loadMessages(locale), timeZone: locale === 'zh-TW' ? 'Asia/Taipei' : 'Asia/Seoul' };
});
