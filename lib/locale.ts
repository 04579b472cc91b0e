import { LOCALES, DEFAULT_LOCALE, type Locale } from '@/lib/constants';

export function isLocale(value: string | undefined | null): value is Locale {
  return !!value && (LOCALES as readonly string[]).includes(value);
}

// Spec §4: the stored language if supported; otherwise Traditional Chinese when the
// browser language names Taiwan, Hong Kong or Traditional Chinese; otherwise Korean.
export function resolveLocale(cookieValue: string | undefined | null, acceptLanguage: string | null): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  if (acceptLanguage && prefersTraditionalChinese(acceptLanguage)) return 'zh-TW';
  return DEFAULT_LOCALE;
}

function prefersTraditionalChinese(header: string): boolean {
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((t) => t.tag && t.q > 0)
    .sort((a, b) => b.q - a.q);
  // The first language we can serve wins: a Korean browser that lists zh-TW as a
  // fallback stays Korean, an English one that lists zh-TW second gets zh-TW.
  for (const { tag } of tags) {
    if (tag === 'ko' || tag.startsWith('ko-')) return false;
    if (/^zh-(tw|hk|mo|hant)(-|$)/.test(tag)) return true;
  }
  return false;
}

export function dayjsLocale(locale: Locale): 'ko' | 'zh-tw' {
  return locale === 'zh-TW' ? 'zh-tw' : 'ko';
}
