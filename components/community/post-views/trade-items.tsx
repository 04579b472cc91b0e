'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ItemDetailModal } from '@/components/items/item-detail-modal';
import { GradeBadge } from '@/components/items/item-labels';
import type { PostItemDto } from '@/lib/validation/posts';
import styles from './post-views.module.scss';

/** The items a trade post offers or wants: cards that open the item detail modal (sellers, buyers, wish lists). */
export function TradeItems({ items }: { items: PostItemDto[] }) {
  const t = useTranslations('community.detail');
  const [opened, setOpened] = useState<PostItemDto | null>(null);
  if (items.length === 0) return null;
  return (
    <section className={styles.tradeItems} aria-label={t('tradeItems')}>
      <h2 className={styles.tradeItemsTitle}>{t('tradeItems')}</h2>
      <ul className={styles.tradeItemList}>
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className={styles.tradeItem}
              style={{ borderColor: item.grade_color }}
              onClick={() => setOpened(item)}
              aria-label={t('openItem', { name: item.name })}
              data-testid="trade-item"
            >
              <img src={item.image} alt="" width={48} height={48} className={styles.tradeItemImage} />
              <span className={styles.tradeItemName}>{item.name}</span>
              <span className={styles.tradeItemMeta}>
                <GradeBadge grade={item.item_rating} />
                <span>{t(`tradeRole.${item.trade_role}`)}</span>
                {item.count > 1 && <span>×{item.count}</span>}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <ItemDetailModal open={opened !== null} onClose={() => setOpened(null)} itemUuid={opened?.uuid ?? null} />
    </section>
  );
}
