'use client';

import { clsx } from 'clsx';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { CountBadge, GradeBadge, ItemTypeTag, Price } from '@/components/items/item-labels';
import type { WishItemDto } from '@/lib/api/wishlist';
import card from '@/components/items/item-card.module.scss';
import styles from './wish-item-card.module.scss';

export type WishItemCardProps = {
  entry: WishItemDto;
  /** The owner sees the status switch (buy list) and the remove button. */
  isOwner: boolean;
  onOpen: (entry: WishItemDto) => void;
  onToggleStatus?: (entry: WishItemDto) => void;
  onRemove?: (entry: WishItemDto) => void;
  onEditPrice?: (entry: WishItemDto) => void;
  /** An optimistic entry the server has not confirmed yet. */
  pending?: boolean;
  /** Another reader's action on the entry (a trade proposal to its owner). */
  action?: ReactNode;
};

/** One wish-list entry: the item card plus quantity, trade type, matches and the owner's controls. */
export function WishItemCard({
  entry,
  isOwner,
  onOpen,
  onToggleStatus,
  onRemove,
  onEditPrice,
  pending = false,
  action,
}: WishItemCardProps) {
  const t = useTranslations('shared.wishlist');
  const tItem = useTranslations('shared.item');
  const tDetail = useTranslations('shared.itemDetail');
  const tTrade = useTranslations('shared.tradeType');
  const { item } = entry;
  const active = entry.status === 1;
  const buy = entry.wish_type === 'buy';
  // A buy entry's matches are the item's sellers, a sell entry's its buyers.
  const matchLabel = buy ? tDetail('sellerCount', { count: entry.match_count }) : tDetail('buyerCount', { count: entry.match_count });

  const open = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(entry);
  };

  return (
    <article
      className={styles.card}
      data-status={active ? 'active' : 'paused'}
      data-pending={pending || undefined}
      aria-busy={pending || undefined}
      style={{ ['--grade-color' as string]: item.grade_color }}
    >
      {/* Only the name is the link (its accessible name then holds all of its visible text); its ::after covers the body. */}
      <div className={styles.body}>
        <span className={clsx(card.media, styles.media)}>
          <img src={item.image} alt="" width={64} height={64} className={card.image} loading="lazy" decoding="async" />
          <CountBadge count={entry.count} className={styles.count} />
        </span>
        <span className={card.text}>
          <a
            href={`/market?item=${item.uuid}`}
            className={styles.link}
            onClick={open}
            aria-label={tItem('openDetail', { name: item.name })}
          >
            <span className={card.name}>{item.name}</span>
          </a>
          <span className={card.tags}>
            <GradeBadge grade={item.item_rating} />
            <ItemTypeTag itemType={item.item_type} />
            {entry.trade_type && <span className={styles.trade}>{tTrade(entry.trade_type)}</span>}
          </span>
          <span className={styles.meta}>
            {entry.price !== null ? (
              <strong className={styles.ask}>{t('askPrice', { price: entry.price })}</strong>
            ) : (
              <Price price={item.price} />
            )}
            <span className={styles.match} data-has-match={entry.match_count > 0 || undefined}>
              {matchLabel}
            </span>
          </span>
        </span>
      </div>
      {!isOwner && action && <div className={styles.controls}>{action}</div>}
      {isOwner && (
        <div className={styles.controls}>
          {buy && onToggleStatus && (
            <button
              type="button"
              role="switch"
              aria-checked={active}
              aria-label={t('statusSwitch', { name: item.name })}
              className={styles.switch}
              disabled={pending}
              onClick={() => onToggleStatus(entry)}
            >
              <span className={styles.knob} aria-hidden="true" />
              <span className={styles.switchText} aria-hidden="true">
                {active ? t('statusActive') : t('statusPaused')}
              </span>
            </button>
          )}
          {!buy && !active && <span className={styles.paused}>{t('statusPaused')}</span>}
          {onEditPrice && (
            <button
              type="button"
              className={styles.priceButton}
              aria-label={entry.price === null ? t('setPriceFor', { name: item.name }) : t('editPrice', { name: item.name })}
              disabled={pending}
              onClick={() => onEditPrice(entry)}
            >
              {entry.price === null ? t('setPrice') : t('editPriceShort')}
            </button>
          )}
          {onRemove && (
            <button
              type="button"
              className={styles.remove}
              aria-label={t('removeItem', { name: item.name })}
              disabled={pending}
              onClick={() => onRemove(entry)}
            >
              <svg width="14" height="14" viewBox="0 0 8 8" shapeRendering="crispEdges" aria-hidden="true" focusable="false">
                <path fill="currentColor" d="M0 0h2v1h1v1h2V1h1V0h2v2H7v1H6v2h1v1h1v2H6V7H5V6H3v1H2v1H0V6h1V5h1V3H1V2H0z" />
              </svg>
            </button>
          )}
        </div>
      )}
    </article>
  );
}
