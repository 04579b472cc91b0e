'use client';

import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ListRow } from '@/components/list/list-row';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { probabilityListOptions } from '@/lib/api/probability';
import { probabilityKindSlug, type ProbabilityKind, type ProbabilityListEntry } from '@/lib/validation/probability';
import { ListPager } from './list-pager';
import { pageOf, searchEntries, truncateDescription } from './list-filter';
import { FilterBox } from './filter-box';
import styles from './probability-list.module.scss';

export type ProbabilityListProps = {
  kind: ProbabilityKind;
  /** Rendered on the server (for crawlers) and used until the endpoint's answer is stale. */
  initialData?: ProbabilityListEntry[];
  /** Endpoint template; defaults to NEXT_PUBLIC_PROBABILITY_LIST_URL, then /api/v1/probability/{kind}/. */
  endpoint?: string;
};

function pageParam(value: string | null): number {
  return value && /^\d{1,5}$/.test(value) ? Number(value) : 1;
}

/**
 * The spec's probability list screen: the array from the configurable endpoint, searched and
 * paged by 10 on the client, each row with a move button to its detail. A failed fetch shows
 * nothing; the server logs its own failures.
 */
export function ProbabilityList({ kind, initialData, endpoint }: ProbabilityListProps) {
  const t = useTranslations('support.probability');
  const { data, isPending } = useQuery({ ...probabilityListOptions(kind, endpoint), initialData });
  // The search and page live in the address (?q=&page=), so coming back from a detail restores them.
  const searchParams = useSearchParams();
  const [query, setQuery] = useState(() => searchParams.get('q') ?? '');
  const [page, setPage] = useState(() => pageParam(searchParams.get('page')));

  const matches = useMemo(() => searchEntries(data ?? [], query), [data, query]);
  const current = pageOf(matches, page);
  const slug = probabilityKindSlug(kind);

  useEffect(() => {
    const url = new URL(window.location.href);
    const q = query.trim();
    if (q) url.searchParams.set('q', q);
    else url.searchParams.delete('q');
    if (current.page > 1) url.searchParams.set('page', String(current.page));
    else url.searchParams.delete('page');
    if (url.href !== window.location.href) window.history.replaceState(null, '', url);
  }, [query, current.page]);

  const goTo = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <div className={styles.screen}>
      <FilterBox
        label={t('searchLabel')}
        placeholder={t('searchPlaceholder')}
        value={query}
        onChange={(value) => {
          setQuery(value);
          setPage(1);
        }}
      />

      {isPending && !data ? <Skeleton rows={5} variant="list" /> : null}
      {data && data.length === 0 ? <EmptyState message={t('empty')} /> : null}
      {data && data.length > 0 && matches.length === 0 ? <EmptyState message={t('noResults')} /> : null}

      {current.items.length > 0 && (
        <>
          <p className={styles.count} aria-live="polite">
            {t('resultCount', { count: matches.length })}
          </p>
          <ul className={styles.list}>
            {current.items.map((entry) => (
              <li key={entry.id} className={styles.item}>
                <ListRow
                  icon={
                    <img
                      src={entry.image ?? `/art/probability/${kind}.png`}
                      alt=""
                      className={styles.icon}
                      loading="lazy"
                      decoding="async"
                    />
                  }
                  title={entry.name}
                  caption={truncateDescription(entry.description)}
                  buttonText={t('move')}
                  href={`/probability/${slug}/${entry.id}`}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <ListPager page={current.page} totalPages={current.totalPages} onChange={goTo} />
    </div>
  );
}
