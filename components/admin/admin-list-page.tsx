'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, type Key, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { Paginated } from '@/lib/errors';
import { TextField } from './fields';
import { listHref, type ListParams, type ListPatch } from './list-params';
import { PageHead } from './page-head';
import { Pager } from './pager';
import { QueryView } from './query-view';
import styles from './admin.module.scss';

/**
 * Moves a list to other filters or another page: a new address, which the server page renders
 * with its first screen of data. Changing a filter goes back to page 1.
 */
export function useListNavigation<K extends string>(params: ListParams<K>) {
  const router = useRouter();
  const pathname = usePathname();
  const { filters, page } = params;
  return useCallback(
    (patch: ListPatch<K>) => router.push(listHref(pathname, { filters, page }, patch), { scroll: false }),
    [router, pathname, filters, page],
  );
}

type Search = {
  /** The words in the address. */
  value: string;
  label: string;
  placeholder?: string;
  onSearch: (q: string) => void;
};

type Props<T> = {
  title: string;
  lead?: string;
  /** The screen's main actions beside the title ("create"). */
  actions?: ReactNode;
  /**
   * A search bar for `q`; `filters` go between the words and the button, `after` after it. Without
   * a search bar, `filters` stand in a toolbar of their own (the queues).
   */
  search?: Search;
  filters?: ReactNode;
  after?: ReactNode;
  /** A toolbar of its own instead of the search bar. */
  toolbar?: ReactNode;
  query: UseQueryResult<Paginated<T>>;
  empty: ReactNode;
  page: number;
  onPage: (page: number) => void;
  itemKey: (item: T) => Key;
  itemClassName?: string;
  listClassName?: string;
  listLabel?: string;
  children: (item: T) => ReactNode;
};

/** An administration list: title, search and filters, the page of results, and the pager. */
export function AdminListPage<T>({
  title,
  lead,
  actions,
  search,
  filters,
  after,
  toolbar,
  query,
  empty,
  page,
  onPage,
  itemKey,
  itemClassName,
  listClassName = styles.rows,
  listLabel,
  children,
}: Props<T>) {
  const t = useTranslations('ui.admin.common');
  return (
    <div className={styles.page}>
      <PageHead title={title} lead={lead}>
        {actions}
      </PageHead>
      {search ? (
        <SearchBar {...search} after={after}>
          {filters}
        </SearchBar>
      ) : filters ? (
        <div className={styles.toolbar} role="group" aria-label={t('filters')}>
          {filters}
        </div>
      ) : (
        toolbar
      )}
      <QueryView query={query} isEmpty={(d) => d.results.length === 0} empty={empty}>
        {(data) => (
          <>
            <ul className={listClassName} aria-label={listLabel}>
              {data.results.map((item) => (
                <li key={itemKey(item)} className={itemClassName}>
                  {children(item)}
                </li>
              ))}
            </ul>
            <Pager page={page} count={data.count} onPage={onPage} />
          </>
        )}
      </QueryView>
    </div>
  );
}

/**
 * The search bar. The input is not controlled: it starts from the words in the address and is
 * keyed by them, so going back to an earlier search shows its words; it is read when the form is sent.
 */
function SearchBar({ value, label, placeholder, onSearch, children, after }: Search & { children?: ReactNode; after?: ReactNode }) {
  const t = useTranslations('ui.admin.common');
  return (
    <form
      className={styles.toolbar}
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(String(new FormData(e.currentTarget).get('q') ?? '').trim());
      }}
    >
      <TextField className={styles.grow} type="search" label={label} placeholder={placeholder} name="q" key={value} defaultValue={value} />
      {children}
      <Button type="submit" size="s">
        {t('search')}
      </Button>
      {after}
    </form>
  );
}
