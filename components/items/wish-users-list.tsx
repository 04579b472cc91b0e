'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { DEFAULT_AVATAR } from '@/components/people/user-avatar';
import { Button } from '@/components/ui/button';
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

/** Sellers or buyers of an item (the spec's wish-list user entries), cached 120 s. */
export function WishUsersList({ itemId, wishType, active }: WishUsersListProps) {
  const t = useTranslations('shared.itemDetail');
  const tStates = useTranslations('shared.states');
  const query = useInfiniteQuery({ ...wishUsersOptions(itemId ?? 0, wishType), enabled: active && itemId !== null });
  const sellers = wishType === 'sell';

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
            <li key={entry.id}>
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
                <CountBadge count={entry.count} />
              </Link>
            </li>
          );
        })}
      </ul>
      {query.hasNextPage && (
        <div className={styles.more}>
          <Button size="s" variant="secondary" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {tStates('more')}
          </Button>
        </div>
      )}
    </div>
  );
}
