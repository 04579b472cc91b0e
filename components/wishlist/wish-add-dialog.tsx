'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ItemNameSearch } from '@/components/items/item-name-search';
import { GradeBadge, ItemTypeTag, Price } from '@/components/items/item-labels';
import { Modal } from '@/components/ui/modal';
import type { ItemDto } from '@/lib/api/items';
import type { WishType } from '@/lib/api/wishlist';
import { WISH_COUNT_MAX } from '@/lib/validation/wishlist';
import { PriceInput } from './price-input';
import styles from './wish-add-dialog.module.scss';

export type WishAddRequest = { item: ItemDto; count: number; tradeType: 'buy' | 'sell' | 'exchange'; price: number | null };

export type WishAddDialogProps = {
  open: boolean;
  wishType: WishType;
  onClose: () => void;
  onAdd: (request: WishAddRequest) => void;
  /** Whether an item is already on this list (shown in the suggestions). */
  isListed: (item: ItemDto) => boolean;
};

/** Picks an item by name (autocomplete from one character), a quantity and a trade type. */
export function WishAddDialog({ open, wishType, onClose, onAdd, isListed }: WishAddDialogProps) {
  const t = useTranslations('shared.wishlist');
  const tTrade = useTranslations('shared.tradeType');
  const [item, setItem] = useState<ItemDto | null>(null);
  const [count, setCount] = useState(1);
  const [tradeType, setTradeType] = useState<'buy' | 'sell' | 'exchange'>(wishType);
  const [price, setPrice] = useState<number | null>(null);

  const close = () => {
    setItem(null);
    setCount(1);
    setTradeType(wishType);
    setPrice(null);
    onClose();
  };
  const submit = () => {
    if (!item) return;
    onAdd({ item, count, tradeType, price });
    close();
  };
  const listed = item ? isListed(item) : false;

  return (
    <Modal
      open={open}
      onClose={close}
      title={wishType === 'buy' ? t('addTitleBuy') : t('addTitleSell')}
      onOk={submit}
      okLabel={wishType === 'buy' ? t('addToBuy') : t('addToSell')}
      okDisabled={!item || listed}
    >
      <div className={styles.body}>
        <ItemNameSearch
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          onSelect={(picked) => setItem(picked)}
          isListed={isListed}
          listedLabel={wishType === 'buy' ? t('onBuyList') : t('onSellList')}
          autoFocus
        />
        {item && (
          <section className={styles.selected} aria-label={t('selected')}>
            <img src={item.image} alt="" width={56} height={56} className={styles.image} />
            <div className={styles.info}>
              <strong className={styles.name}>{item.name}</strong>
              <span className={styles.tags}>
                <GradeBadge grade={item.item_rating} />
                <ItemTypeTag itemType={item.item_type} />
              </span>
              <Price price={item.price} />
              {listed && <span className={styles.warn}>{t('alreadyListed')}</span>}
            </div>
          </section>
        )}
        <div className={styles.fields}>
          <label className={styles.field}>
            <span>{t('countLabel')}</span>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={WISH_COUNT_MAX}
              value={count}
              onChange={(e) => setCount(Math.min(WISH_COUNT_MAX, Math.max(1, Math.floor(Number(e.target.value) || 1))))}
            />
          </label>
          <label className={styles.field}>
            <span>{t('tradeTypeLabel')}</span>
            <select value={tradeType} onChange={(e) => setTradeType(e.target.value as 'buy' | 'sell' | 'exchange')}>
              <option value={wishType}>{tTrade(wishType)}</option>
              <option value="exchange">{tTrade('exchange')}</option>
            </select>
          </label>
        </div>
        <PriceInput itemId={item?.id ?? null} wishType={wishType} value={price} onChange={setPrice} />
      </div>
    </Modal>
  );
}
