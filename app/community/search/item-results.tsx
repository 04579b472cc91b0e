'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { itemSearchOptions } from '@/lib/api/search';
import { ApiError } from '@/lib/api/request';
import { GradeBadge } from '@/components/items/item-labels';
import { Highlight } from './highlight';
import styles from './search.module.scss';

/**
 * Item search (the marketplace's endpoint, at most 10 newest). Should that endpoint be missing
 * (a 404 from a deployment without the marketplace), the tab says the search is coming.
 */
export function ItemResults({ keyword }: { keyword: string }) {
  const t = useTranslations('search');
  const query = useQuery(itemSearchOptions(keyword));
  const comingSoon = query.error instanceof ApiError && query.error.status === 404;
  const state = query.isPending
    ? 'loading'
    : comingSoon
      ? 'unavailable'
      : query.isError
        ? 'error'
        : query.data.length === 0
          ? 'not_found'
          : 'success';

  return (
    <section className={styles.results} data-state={state} aria-live="polite" aria-busy={state === 'loading' || undefined}>
      {state === 'loading' && (
        <div className={styles.stateRow}>
          <Spinner size={20} />
          <p>{t('fetching')}</p>
        </div>
      )}
      {state === 'unavailable' && (
        <EmptyState message={t('itemsComingSoon')}>
          <p className={styles.muted}>{t('itemsComingSoonHint')}</p>
        </EmptyState>
      )}
      {state === 'error' && <ErrorState title={t('failed')} onRetry={() => void query.refetch()} />}
      {state === 'not_found' && (
        <EmptyState message={t('noResults')}>
          <p className={styles.muted}>{t('noResultsHint')}</p>
        </EmptyState>
      )}
      {state === 'success' && query.data && (
        <ul className={styles.itemList}>
          {query.data.map((item) => (
            <li key={item.uuid} className={styles.item}>
              <img src={item.image} alt="" className={styles.itemImage} />
              <span className={styles.itemName}>
                <Highlight text={item.name} keyword={keyword} />
              </span>
              <GradeBadge grade={item.item_rating} />
              {(item.seller_count !== undefined || item.buyer_count !== undefined) && (
                <span className={styles.tradeCounts}>
                  <span>{t('sellerCount', { count: item.seller_count ?? 0 })}</span>
                  <span>{t('buyerCount', { count: item.buyer_count ?? 0 })}</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
