import { LOCALES, type Locale } from '@/lib/constants';

export function isLocale(value: string | undefined | null): value is Locale {
  return !!value && (LOCALES as readonly string[]).includes(value);
}

export { resolveLocale } from './locale-resolve.mjs';

export function dayjsLocale(locale: Locale): 'ko' | 'zh-tw' {
  return locale === 'zh-TW' ? 'zh-tw' : 'ko';
}
