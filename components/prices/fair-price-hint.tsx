'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { priceHistoryOptions } from '@/lib/api/prices';
import { fairPriceWarning } from '@/lib/market/price-limits';
import styles from './prices.module.scss';

/**
 * Under a price field: the item's fair range from the last 30 days of completed trades, and a
 * warning when `price` is far outside it (below p25 × 0.5 or above p75 × 2). Nothing until an item
 * is chosen; "not enough data" under 5 trades.
 */
export function FairPriceHint({ itemId, price }: { itemId: number | null; price: number | null | undefined }) {
  const t = useTranslations('prices.fair');
  const history = useQuery(priceHistoryOptions(itemId));
  if (!itemId || !history.data) return null;
  const { fair, windows } = history.data;
  if (!fair) {
    return (
      <p className={styles.hint} role="status">
        {t('notEnough', { count: windows.d30.count })}
      </p>
    );
  }
  const warning = fairPriceWarning(fair, price);
  return (
    <div className={styles.hintBox}>
      <p className={styles.hint} role="status">
        {t('range', { p25: fair.p25, p75: fair.p75, median: fair.median })}
      </p>
      {warning && (
        <p className={styles.warning} data-warning={warning}>
          <span aria-hidden="true" className={styles.warningIcon}>
            !
          </span>
          {warning === 'low' ? t('low', { low: fair.low }) : t('high', { high: fair.high })}
        </p>
      )}
    </div>
  );
}
