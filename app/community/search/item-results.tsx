'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/empty-state';
import { itemSearchOptions } from '@/lib/api/search';
import { ApiError } from '@/lib/api/request';
import { GradeBadge } from '@/components/items/item-labels';
import { Highlight } from './highlight';
import { ResultsSection } from './results-section';
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
    <ResultsSection state={state} onRetry={() => void query.refetch()}>
      {state === 'unavailable' && (
        <EmptyState message={t('itemsComingSoon')}>
          <p className={styles.muted}>{t('itemsComingSoonHint')}</p>
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
    </ResultsSection>
  );
}
