import { LOCALES, type Locale } from '@/lib/constants';

// The language a post is written in, and the lists' language filter. No zod here: the list pages
// and their client components use these too.

/** What a list may be narrowed to: one of the site's languages, or every language. */
export const LANGUAGE_FILTERS = [...LOCALES, 'all'] as const;
export type LanguageFilter = (typeof LANGUAGE_FILTERS)[number];

const HANGUL = /\p{Script=Hangul}/u;
const HAN = /\p{Script=Han}/u;

/**
 * The language of a post from its script: any Hangul makes it Korean (Korean text may quote Han
 * characters, Chinese text has no Hangul); Han characters without Hangul make it Traditional
 * Chinese; text in neither script (Latin, numbers, emoji) is taken to be in the writer's UI
 * language. Migration 0009 applied the same rule to the posts written before.
 */
export function detectPostLanguage(text: { title: string; content: string }, writerLocale: Locale): Locale {
  const all = `${text.title}\n${text.content}`;
  if (HANGUL.test(all)) return 'ko';
  if (HAN.test(all)) return 'zh-TW';
  return writerLocale;
}

/** The page URL's `?lang=`: `all` lists every language; anything else (or nothing) the reader's. */
export const LANGUAGE_PARAM = 'lang';

export function pageLanguage(raw: string | string[] | undefined, readerLocale: Locale): LanguageFilter {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value === 'all' ? 'all' : readerLocale;
}

/** A list or home link that keeps "all languages" when the page shows them; the default adds nothing. */
export function withLanguage(href: string, language: LanguageFilter): string {
  if (language !== 'all') return href;
  return `${href}${href.includes('?') ? '&' : '?'}${LANGUAGE_PARAM}=all`;
}
