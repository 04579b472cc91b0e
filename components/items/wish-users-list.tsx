'use client';

import { useInfiniteQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { DEFAULT_AVATAR } from '@/components/people/user-avatar';
import { ProposeButton } from '@/components/trades/propose-button';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { itemKeys } from '@/lib/api/keys';
import type { ItemDetailDto } from '@/lib/api/items';
import { TRADE_LINE_COUNT_MAX } from '@/lib/api/trades';
import { wishUsersOptions, type WishType } from '@/lib/api/wishlist';
import { CountBadge } from './item-labels';
import { profileHref } from './profile-href';
import styles from './wish-users-list.module.scss';

export type WishUsersListProps = {
  /** Numeric item id; the list waits for it (an item opened by uuid gets it from its detail). */
  itemId: number | null;
  /** sell: the item's sellers; buy: its buyers. */
  wishType: WishType;
  /** Loads only while true: a list loads only while its tab is active. */
  active: boolean;
};

// The item whose traders these are, as its open detail has it (cached by id or by uuid).
function cachedItem(qc: QueryClient, itemId: number) {
  const found = qc.getQueriesData<ItemDetailDto>({ queryKey: itemKeys.details() }).find(([, d]) => d?.id === itemId)?.[1];
  return found ? { id: found.id, name: found.name, image: found.image, item_rating: found.item_rating } : { id: itemId };
}

/** Sellers or buyers of an item (the spec's wish-list user entries), cached 120 s; each with a trade proposal for that item. */
export function WishUsersList({ itemId, wishType, active }: WishUsersListProps) {
  const t = useTranslations('shared.itemDetail');
  const tStates = useTranslations('shared.states');
  const tWish = useTranslations('shared.wishlist');
  const query = useInfiniteQuery({ ...wishUsersOptions(itemId ?? 0, wishType), enabled: active && itemId !== null });
  const sellers = wishType === 'sell';
  const qc = useQueryClient();

  if (query.isPending) {
    return (
      <p className={styles.state} role="status">
        {sellers ? t('sellersLoading') : t('buyersLoading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.state} role="alert">
        <p>{t('loadFailed')}</p>
        <Button size="s" variant="secondary" onClick={() => void query.refetch()}>
          {tStates('errorRetry')}
        </Button>
      </div>
    );
  }
  const entries = query.data.pages.flatMap((p) => p.results);
  if (entries.length === 0) {
    return <p className={styles.state}>{sellers ? t('noSellers') : t('noBuyers')}</p>;
  }
  const total = query.data.pages[0]?.count ?? entries.length;

  return (
    <div>
      <p className={styles.total}>{sellers ? t('sellerCount', { count: total }) : t('buyerCount', { count: total })}</p>
      <ul className={styles.list}>
        {entries.map((entry) => {
          const name = entry.user.profile.name ?? t('unknownUser');
          const badge = entry.user.represent_badge?.badge;
          return (
            <li key={entry.id} className={styles.entry}>
              <Link href={profileHref(entry.user.uuid)} className={styles.row} aria-label={t('openProfile', { name })}>
                <img src={entry.user.profile_image || DEFAULT_AVATAR} alt="" width={40} height={40} className={styles.avatar} />
                <span className={styles.who}>
                  <span className={styles.name}>{name}</span>
                  {badge && (
                    <span className={styles.badge} style={{ ['--badge-color' as string]: badge.hex_code }}>
                      {badge.title}
                    </span>
                  )}
                </span>
                {entry.price !== null && <span className={styles.price}>{tWish('askPrice', { price: entry.price })}</span>}
                <CountBadge count={entry.count} />
              </Link>
              {itemId !== null && !entry.user.is_withdrawn && (
                <ProposeButton
                  size="xs"
                  className={styles.propose}
                  counterpart={{ uuid: entry.user.uuid, name: entry.user.profile.name }}
                  // A seller gives the item to the proposer; to a buyer the proposer gives it.
                  prefill={() => [
                    {
                      item: cachedItem(qc, itemId),
                      side: sellers ? 'recipient' : 'proposer',
                      count: Math.min(entry.count, TRADE_LINE_COUNT_MAX),
                      price: entry.price,
                    },
                  ]}
                  source={sellers ? 'sellers' : 'buyers'}
                />
              )}
            </li>
          );
        })}
      </ul>
      <LoadMore query={query} size="s" wrapperClassName={styles.more}>
        {tStates('more')}
      </LoadMore>
    </div>
  );
}
