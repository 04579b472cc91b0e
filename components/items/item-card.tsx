'use client';

import { clsx } from 'clsx';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { ItemDto } from '@/lib/api/items';
import { GradeBadge, ItemTypeTag, Price } from './item-labels';
import styles from './item-card.module.scss';

export type ItemCardProps = {
  item: ItemDto;
  /** Opens the item (the detail modal). With `href` the card is also a real link for crawlers and new tabs. */
  onOpen?: (item: ItemDto) => void;
  href?: string;
  /** Seller and buyer counts under the price (spec's seller/buyer count label). */
  showTraders?: boolean;
  className?: string;
  children?: ReactNode;
};

/** An item as a card: pixel image, name, grade with suffix and colour, translated type, price in gems. */
export function ItemCard({ item, onOpen, href, showTraders = true, className, children }: ItemCardProps) {
  const t = useTranslations('shared.item');
  const tDetail = useTranslations('shared.itemDetail');
  const label = t('openDetail', { name: item.name });
  const onClick = (event: MouseEvent) => {
    if (!onOpen || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(item);
  };
  // Only the name is the link, so its accessible name ("{name} 자세히 보기") holds all of its visible text;
  // the link's ::after stretches over the card body, so a tap anywhere on it still opens the item.
  const name = <span className={styles.name}>{item.name}</span>;
  return (
    <article className={clsx(styles.card, className)} data-grade={item.item_rating}>
      <div className={styles.body}>
        <span className={styles.media} style={{ ['--grade-color' as string]: item.grade_color }}>
          <img src={item.image} alt="" width={64} height={64} className={styles.image} loading="lazy" decoding="async" />
        </span>
        <span className={styles.text}>
          {href ? (
            <a href={href} className={styles.link} onClick={onClick} aria-label={label}>
              {name}
            </a>
          ) : (
            <button type="button" className={styles.link} onClick={() => onOpen?.(item)} aria-label={label}>
              {name}
            </button>
          )}
          <span className={styles.tags}>
            <GradeBadge grade={item.item_rating} />
            <ItemTypeTag itemType={item.item_type} />
          </span>
          <Price price={item.price} />
          {showTraders && (
            <span className={styles.traders}>
              {tDetail('sellerCount', { count: item.seller_count })} · {tDetail('buyerCount', { count: item.buyer_count })}
            </span>
          )}
        </span>
      </div>
      {children}
    </article>
  );
}
