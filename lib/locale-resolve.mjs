// The reader's language from the NEXT_LOCALE cookie and Accept-Language. Plain JavaScript so the
// production server (scripts/server/page-cache.mjs) keys cached pages with the same rule the app
// renders them by; lib/locale.ts re-exports it typed.

/** @type {readonly ['ko', 'zh-TW']} */
export const LOCALE_LIST = ['ko', 'zh-TW'];

// The spec's rule: the stored language if supported; otherwise Traditional Chinese when the
// browser language names Taiwan, Hong Kong or Traditional Chinese; otherwise Korean.
/**
 * @param {string | undefined | null} cookieValue
 * @param {string | undefined | null} acceptLanguage
 * @returns {'ko' | 'zh-TW'}
 */
export function resolveLocale(cookieValue, acceptLanguage) {
  if (cookieValue && LOCALE_LIST.includes(/** @type {'ko'} */ (cookieValue))) return /** @type {'ko' | 'zh-TW'} */ (cookieValue);
  if (acceptLanguage && prefersTraditionalChinese(acceptLanguage)) return 'zh-TW';
  return 'ko';
}

/** @param {string} header */
function prefersTraditionalChinese(header) {
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
