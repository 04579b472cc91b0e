'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Glyph } from '@/components/community/post-actions/glyphs';
import { EmptyState } from '@/components/ui/empty-state';
import { PixelSelect } from '@/components/ui/pixel-select';
import type { PostSearchPage, PostSearchParams, SearchSort, SearchType, TradeFilter } from '@/lib/api/search';
import { ITEM_SEARCH_KEYWORD_MIN, SEARCH_DEBOUNCE_MS, SEARCH_KEYWORD_MIN } from '@/lib/constants';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { SEARCH_TYPES, SORTS } from '@/lib/validation/search-filters';
import { useApiStore } from '@/stores/api-store';
import { ItemResults } from './item-results';
import { PostResults } from './post-results';
import { RecentKeywords } from './recent-keywords';
import { DEFAULT_FILTERS, searchHref, type PostFilters, type SearchTab } from './search-params';
import styles from './search.module.scss';

export type SearchViewProps = {
  tab: SearchTab;
  initialKeyword?: string;
  initialFilters?: PostFilters;
  /** The first page of post results the server rendered for the initial keyword and filters. */
  initialPage?: PostSearchPage | null;
  /** On the result routes the URL follows the keyword and filters; on /community/search it does not. */
  resultsRoute?: boolean;
};

/**
 * Search box (300 ms debounce; posts need 2 characters, items 1), recent keywords, the posts
 * and items tabs, the posts' search type, sort and trade filter, and the results.
 */
export function SearchView({
  tab: initialTab,
  initialKeyword = '',
  initialFilters = DEFAULT_FILTERS,
  initialPage = null,
  resultsRoute = false,
}: SearchViewProps) {
  const t = useTranslations('search');
  const router = useRouter();
  const addRecentKeyword = useApiStore((s) => s.addRecentKeyword);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [tab, setTab] = useState<SearchTab>(initialTab);
  const [input, setInput] = useState(initialKeyword);
  const [keyword, setKeyword] = useState(initialKeyword.trim());
  const [filters, setFilters] = useState<PostFilters>(initialFilters);
  const debounced = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);

  // Typing searches once the reader pauses; Enter searches at once.
  const [searchedDebounced, setSearchedDebounced] = useState(debounced);
  if (debounced !== searchedDebounced) {
    setSearchedDebounced(debounced);
    setKeyword(debounced);
  }

  // On a result route the address follows the search, so it can be shared or reloaded.
  useEffect(() => {
    if (!resultsRoute) return;
    const href = searchHref(tab, keyword, filters);
    if (`${window.location.pathname}${window.location.search}` !== href) window.history.replaceState(null, '', href);
  }, [resultsRoute, tab, keyword, filters]);

  const min = tab === 'posts' ? SEARCH_KEYWORD_MIN : ITEM_SEARCH_KEYWORD_MIN;
  const ready = keyword.length >= min;
  const params: PostSearchParams = { keyword, ...filters };
  const isInitial =
    keyword === initialKeyword.trim() &&
    filters.search_type === initialFilters.search_type &&
    filters.sort === initialFilters.sort &&
    filters.trade === initialFilters.trade;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = input.trim();
    setKeyword(value);
    if (value.length < min) return;
    addRecentKeyword(value);
    inputRef.current?.blur(); // closes the phone keyboard over the results
    if (!resultsRoute) router.push(searchHref(tab, value, filters));
  };

  const pick = (value: string) => {
    setInput(value);
    setKeyword(value);
    addRecentKeyword(value);
  };

  const switchTab = (next: SearchTab) => {
    if (next === tab) return;
    if (resultsRoute) router.push(searchHref(next, keyword, filters));
    else setTab(next);
  };

  const setFilter = <K extends keyof PostFilters>(key: K, value: PostFilters[K]) => setFilters((f) => ({ ...f, [key]: value }));

  return (
    <main id="main" className={styles.main}>
      <form role="search" className={styles.box} onSubmit={submit}>
        <label htmlFor={inputId} className="sr-only">
          {t('title')}
        </label>
        <span className={styles.boxIcon}>
          <Glyph name="search" size={18} />
        </span>
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          enterKeyHint="search"
          className={styles.input}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          placeholder={t(tab === 'posts' ? 'postPlaceholder' : 'itemPlaceholder')}
          maxLength={100}
          autoComplete="off"
          aria-describedby={`${inputId}-hint`}
        />
        {input && (
          <button
            type="button"
            className={styles.clearInput}
            onClick={() => {
              setInput('');
              setKeyword('');
              inputRef.current?.focus();
            }}
            aria-label={t('clearInput')}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
        <button type="submit" className={styles.submit}>
          {t('submit')}
        </button>
      </form>

      <div role="tablist" aria-label={t('tabsLabel')} className={styles.tabs}>
        {(['posts', 'items'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`search-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="search-panel"
            className={styles.tab}
            onClick={() => switchTab(name)}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>

      <div id="search-panel" role="tabpanel" aria-labelledby={`search-tab-${tab}`} className={styles.panel}>
        {tab === 'posts' && (
          <div className={styles.filters}>
            <PixelSelect
              label={t('searchType')}
              hideLabel
              size="s"
              className={styles.filter}
              options={SEARCH_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
              value={filters.search_type}
              onChange={(value) => setFilter('search_type', value as SearchType)}
            />
            <PixelSelect
              label={t('sort')}
              hideLabel
              size="s"
              className={styles.filter}
              options={SORTS.map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
              value={filters.sort}
              onChange={(value) => setFilter('sort', value as SearchSort)}
            />
            <div role="radiogroup" aria-label={t('tradeFilter')} className={styles.segments}>
              {(['all', 'sell', 'buy'] as const satisfies readonly TradeFilter[]).map((trade) => (
                <button
                  key={trade}
                  type="button"
                  role="radio"
                  aria-checked={filters.trade === trade}
                  className={styles.segment}
                  onClick={() => setFilter('trade', trade)}
                >
                  {t(`trades.${trade}`)}
                </button>
              ))}
            </div>
          </div>
        )}

        <p
          id={`${inputId}-hint`}
          className={keyword && !ready ? styles.minLength : 'sr-only'}
          role={keyword && !ready ? 'status' : undefined}
        >
          {t('minLength', { min })}
        </p>

        {!keyword && (
          <>
            <RecentKeywords onPick={pick} />
            <EmptyState message={t('startHint')} icon={<Glyph name="search" size={48} className={styles.startIcon} />} />
          </>
        )}
        {ready && tab === 'posts' && (
          <PostResults
            key={JSON.stringify(params)}
            params={params}
            initialPage={isInitial ? initialPage : null}
            onOpen={() => addRecentKeyword(keyword)}
          />
        )}
        {ready && tab === 'items' && <ItemResults keyword={keyword} />}
      </div>
    </main>
  );
}
