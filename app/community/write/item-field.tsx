'use client';

import { useTranslations } from 'next-intl';
import type { KeyboardEvent } from 'react';
import { ItemNameSearch } from '@/components/items/item-name-search';
import { FairPriceHint } from '@/components/prices/fair-price-hint';
import { OFFER_COUNT_MAX, OFFER_PRICE_MAX, typedOfferNumber } from '@/lib/market/price-limits';
import type { PostItemDto } from '@/lib/validation/posts';
import { POST_ITEM_MAX } from '@/lib/validation/posts';
import styles from './write.module.scss';

/** An item chosen in the form (and kept in the draft): what its row shows, its count and its price per piece. */
export type PostFormItem = Pick<PostItemDto, 'id' | 'name' | 'image' | 'item_rating' | 'price'> & {
  /** Empty while being retyped; sent as 1. */
  count: number | null;
};

export type ItemFieldProps = {
  items: PostFormItem[];
  onChange: (items: PostFormItem[]) => void;
  error?: string;
  disabled?: boolean;
};

/** Trade posts: up to POST_ITEM_MAX items picked by name (the marketplace autocomplete), each with a count and an optional price. */
export function ItemField({ items, onChange, error, disabled = false }: ItemFieldProps) {
  const t = useTranslations('community.write');
  const full = items.length >= POST_ITEM_MAX;
  // Enter in the search picks an item (handled inside); it must never submit the post.
  const keepEnter = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
  };

  return (
    <div className={styles.itemField} onKeyDown={keepEnter}>
      {!full && !disabled ? (
        <ItemNameSearch
          label={t('items')}
          placeholder={t('itemsPlaceholder')}
          isListed={(item) => items.some((i) => i.id === item.id)}
          listedLabel={t('itemChosen')}
          onSelect={(item) => {
            if (items.some((i) => i.id === item.id) || items.length >= POST_ITEM_MAX) return;
            onChange([...items, { id: item.id, name: item.name, image: item.image, item_rating: item.item_rating, count: 1, price: null }]);
          }}
        />
      ) : (
        <p className={styles.label}>{t('items')}</p>
      )}
      <p className={styles.hint}>{t('itemsHint', { max: POST_ITEM_MAX, count: items.length })}</p>
      {items.length > 0 && (
        <ul className={styles.itemRows} aria-label={t('itemsChosen')}>
          {items.map((item) => {
            const change = (patch: Partial<PostFormItem>) => onChange(items.map((i) => (i.id === item.id ? { ...i, ...patch } : i)));
            return (
              <li key={item.id} className={styles.itemRow} data-testid="write-item-chip">
                <img src={item.image} alt="" width={32} height={32} />
                <span className={styles.itemRowName}>{item.name}</span>
                <label className={styles.itemRowField}>
                  <span>{t('itemCount')}</span>
                  <input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={OFFER_COUNT_MAX}
                    placeholder="1"
                    value={item.count ?? ''}
                    disabled={disabled}
                    aria-label={t('itemCountFor', { name: item.name })}
                    onChange={(e) => change({ count: typedOfferNumber(e.target.value, OFFER_COUNT_MAX) })}
                  />
                </label>
                <label className={styles.itemRowField}>
                  <span>{t('itemPrice')}</span>
                  <input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={OFFER_PRICE_MAX}
                    placeholder={t('itemPriceNone')}
                    value={item.price ?? ''}
                    disabled={disabled}
                    aria-label={t('itemPriceFor', { name: item.name })}
                    onChange={(e) => change({ price: typedOfferNumber(e.target.value, OFFER_PRICE_MAX) })}
                  />
                </label>
                <div className={styles.itemRowHint}>
                  <FairPriceHint itemId={item.id} price={item.price} />
                </div>
                <button
                  type="button"
                  className={styles.itemChipRemove}
                  onClick={() => onChange(items.filter((i) => i.id !== item.id))}
                  disabled={disabled}
                  aria-label={t('itemRemove', { name: item.name })}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
