import { PROBABILITY_DESCRIPTION_MAX, PROBABILITY_PAGE_SIZE } from '@/lib/constants';
import type { ProbabilityListEntry } from '@/lib/validation/probability';

export const ELLIPSIS = '…';

/** The spec's cut: the first 40 characters, then '…' when anything was cut. Counts characters, not UTF-16 units. */
export function truncateDescription(text: string, max = PROBABILITY_DESCRIPTION_MAX): string {
  const chars = Array.from(text.trim());
  return chars.length > max ? `${chars.slice(0, max).join('')}${ELLIPSIS}` : chars.join('');
}

/** Case-, width- and spacing-insensitive form for matching what people type (NFKC folds full-width digits). */
export function normaliseSearch(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase().replace(/\s+/g, ' ').trim();
}

/** Client-side search of the list screen: every word must appear in the name or the description. */
export function searchEntries(entries: readonly ProbabilityListEntry[], query: string): ProbabilityListEntry[] {
  const words = normaliseSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const haystack = normaliseSearch(`${entry.name} ${entry.description}`);
    return words.every((word) => haystack.includes(word));
  });
}

export type Page<T> = { items: T[]; page: number; totalPages: number; total: number };

/** One page of a client-side list; an out-of-range page is clamped to the nearest one. */
export function pageOf<T>(items: readonly T[], page: number, size = PROBABILITY_PAGE_SIZE): Page<T> {
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), totalPages);
  return { items: items.slice((current - 1) * size, current * size), page: current, totalPages, total: items.length };
}
