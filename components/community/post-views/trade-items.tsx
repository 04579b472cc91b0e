'use client';

import { useState } from 'react';
import { ItemDetailModal } from '@/components/items/item-detail-modal';
import { GradeBadge } from '@/components/items/item-labels';
import type { PostItemDto } from '@/lib/validation/posts';
import styles from './post-views.module.scss';

export type TradeItemsLabels = {
  title: string;
  /** Per item, in order: the card's accessible name and the trade role. */
  open: string[];
  role: string[];
};

/**
 * The items a trade post offers or wants: cards that open the item detail modal (sellers, buyers,
 * wish lists). The post's text is rendered on the server, so the community labels come in as props.
 */
export function TradeItems({ items, labels }: { items: PostItemDto[]; labels: TradeItemsLabels }) {
  const [opened, setOpened] = useState<PostItemDto | null>(null);
  if (items.length === 0) return null;
  return (
    <section className={styles.tradeItems} aria-label={labels.title}>
      <h2 className={styles.tradeItemsTitle}>{labels.title}</h2>
      <ul className={styles.tradeItemList}>
        {items.map((item, index) => (
          <li key={item.id}>
            <button
              type="button"
              className={styles.tradeItem}
              style={{ borderColor: item.grade_color }}
              onClick={() => setOpened(item)}
              aria-label={labels.open[index] ?? item.name}
              data-testid="trade-item"
            >
              <img src={item.image} alt="" width={48} height={48} className={styles.tradeItemImage} />
              <span className={styles.tradeItemName}>{item.name}</span>
              <span className={styles.tradeItemMeta}>
                <GradeBadge grade={item.item_rating} />
                <span>{labels.role[index] ?? item.trade_role}</span>
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
