'use client';

import { useTranslations } from 'next-intl';
import type { KeyboardEvent } from 'react';
import { ItemNameSearch } from '@/components/items/item-name-search';
import type { PostItemDto } from '@/lib/validation/posts';
import { POST_ITEM_MAX } from '@/lib/validation/posts';
import styles from './write.module.scss';

/** An item chosen in the form (and kept in the draft): what its chip shows. */
export type PostFormItem = Pick<PostItemDto, 'id' | 'name' | 'image' | 'item_rating'>;

export type ItemFieldProps = {
  items: PostFormItem[];
  onChange: (items: PostFormItem[]) => void;
  error?: string;
  disabled?: boolean;
};

/** Trade posts: up to POST_ITEM_MAX items picked by name (the marketplace autocomplete), shown as removable chips. */
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
            onChange([...items, { id: item.id, name: item.name, image: item.image, item_rating: item.item_rating }]);
          }}
        />
      ) : (
        <p className={styles.label}>{t('items')}</p>
      )}
      <p className={styles.hint}>{t('itemsHint', { max: POST_ITEM_MAX, count: items.length })}</p>
      {items.length > 0 && (
        <ul className={styles.itemChips} aria-label={t('itemsChosen')}>
          {items.map((item) => (
            <li key={item.id} className={styles.itemChip} data-testid="write-item-chip">
              <img src={item.image} alt="" width={24} height={24} />
              <span>{item.name}</span>
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
          ))}
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
