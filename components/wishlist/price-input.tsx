'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { FairPriceHint } from '@/components/prices/fair-price-hint';
import type { WishType } from '@/lib/api/wishlist';
import { OFFER_PRICE_MAX, typedOfferNumber } from '@/lib/market/price-limits';
import styles from './wish-add-dialog.module.scss';

export type PriceInputProps = {
  itemId: number | null;
  wishType: WishType;
  value: number | null;
  onChange: (price: number | null) => void;
};

/** A wish-list entry's price per piece in gems: optional; a priced active entry is an offer on the item's ladder. */
export function PriceInput({ itemId, wishType, value, onChange }: PriceInputProps) {
  const t = useTranslations('shared.wishlist');
  const hintId = useId();
  return (
    <div className={styles.priceField}>
      <label className={styles.field}>
        <span>{wishType === 'buy' ? t('priceBuyLabel') : t('priceSellLabel')}</span>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={OFFER_PRICE_MAX}
          placeholder={t('priceNone')}
          value={value ?? ''}
          aria-describedby={hintId}
          onChange={(e) => onChange(typedOfferNumber(e.target.value, OFFER_PRICE_MAX))}
        />
      </label>
      <p id={hintId} className={styles.priceHint}>
        {t('priceHint')}
      </p>
      <FairPriceHint itemId={itemId} price={value} />
    </div>
  );
}
