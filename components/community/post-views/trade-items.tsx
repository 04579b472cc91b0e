'use client';

import { useState } from 'react';
import { ItemDetailModal } from '@/components/items/item-detail-modal';
import { GradeBadge } from '@/components/items/item-labels';
import { ProposeButton } from '@/components/trades/propose-button';
import type { ProposePrefill } from '@/components/trades/propose-dialog';
import { TRADE_LINE_COUNT_MAX } from '@/lib/api/trades';
import type { PostItemDto } from '@/lib/validation/posts';
import type { UserSummaryDto } from '@/lib/validation/user-summary';
import styles from './post-views.module.scss';

export type TradeItemsLabels = {
  title: string;
  /** Per item, in order: the card's accessible name, the trade role and the price per piece (empty when none). */
  open: string[];
  role: string[];
  price: string[];
};

// What the author wants is given by the proposer; what they sell or offer for exchange, by the author.
const prefillOf = (items: PostItemDto[]): ProposePrefill[] =>
  items.map((item) => ({
    item: { id: item.id, name: item.name, image: item.image, item_rating: item.item_rating },
    side: item.trade_role === 'buy' ? 'proposer' : 'recipient',
    count: Math.min(Math.max(1, item.count), TRADE_LINE_COUNT_MAX),
    price: item.price,
  }));

/**
 * The items a trade post offers or wants: cards that open the item detail modal (sellers, buyers,
 * wish lists), and a trade proposal to the author with these items. The post's text is rendered on
 * the server, so the community labels come in as props.
 */
export function TradeItems({
  items,
  labels,
  author,
  postId,
}: {
  items: PostItemDto[];
  labels: TradeItemsLabels;
  /** The post's author, who gets the proposal; none for a withdrawn author. */
  author?: UserSummaryDto;
  postId?: number;
}) {
  const [opened, setOpened] = useState<PostItemDto | null>(null);
  if (items.length === 0) return null;
  return (
    <section className={styles.tradeItems} aria-label={labels.title}>
      <div className={styles.tradeItemsHead}>
        <h2 className={styles.tradeItemsTitle}>{labels.title}</h2>
        {author && !author.is_withdrawn && (
          <ProposeButton
            size="s"
            variant="primary"
            counterpart={{ uuid: author.uuid, name: author.profile.name }}
            prefill={prefillOf(items)}
            source="post"
            sourcePostId={postId}
          />
        )}
      </div>
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
              {labels.price[index] && <strong className={styles.tradeItemPrice}>{labels.price[index]}</strong>}
            </button>
          </li>
        ))}
      </ul>
      <ItemDetailModal open={opened !== null} onClose={() => setOpened(null)} itemUuid={opened?.uuid ?? null} />
    </section>
  );
}
