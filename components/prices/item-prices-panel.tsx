'use client';

import { PriceAlertForm } from './price-alert-form';
import { PriceHistory } from './price-history';
import { PriceLadder } from './price-ladder';
import styles from './prices.module.scss';

/** The item detail's "시세 / 行情" tab: the live ladder, the price history and an alert form. Reads only while `active`. */
export function ItemPricesPanel({ itemId, active }: { itemId: number; active: boolean }) {
  if (!active) return null;
  return (
    <div className={styles.panel}>
      <PriceLadder itemId={itemId} active={active} />
      <PriceHistory itemId={itemId} />
      <PriceAlertForm itemId={itemId} />
    </div>
  );
}
