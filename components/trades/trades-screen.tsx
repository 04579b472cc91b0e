'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { TabList, TabPanel } from '@/components/items/tab-list';
import { UserAvatar } from '@/components/people/user-avatar';
import { LoadMore } from '@/components/ui/load-more';
import { buttonClassName } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { Link } from '@/components/ui/link';
import { queryFallback } from '@/components/ui/query-fallback';
import { tradeListOptions, type TradeBox, type TradeDto } from '@/lib/api/trades';
import { formatYmd } from '@/lib/dates';
import { expectationOf, sidesOf, StatusBadge, useTradeReader } from './trade-parts';
import styles from './trades.module.scss';

const BOXES: readonly TradeBox[] = ['active', 'history'];

/**
 * The member's trades: what is going on now (proposed, accepted, disputed) and what is over.
 * `viewerId`: the member the server page read them for.
 */
export function TradesScreen({ initialBox = 'active', viewerId = null }: { initialBox?: TradeBox; viewerId?: number | null }) {
  const t = useTranslations('trades.list');
  const idPrefix = useId();
  const [box, setBox] = useState<TradeBox>(initialBox);
  return (
    <div className={styles.screen}>
      <TabList
        label={t('tabsLabel')}
        idPrefix={idPrefix}
        tabs={BOXES.map((key) => ({ key, label: t(`tabs.${key}`) }))}
        active={box}
        onChange={setBox}
      />
      {BOXES.map((key) => (
        <TabPanel key={key} idPrefix={idPrefix} tabKey={key} active={box === key} className={styles.panel}>
          {box === key && <TradeList box={key} serverViewerId={viewerId} />}
        </TabPanel>
      ))}
    </div>
  );
}

function TradeList({ box, serverViewerId }: { box: TradeBox; serverViewerId: number | null }) {
  const t = useTranslations('trades.list');
  const tStates = useTranslations('shared.states');
  const viewerId = useTradeReader(serverViewerId);
  const query = useInfiniteQuery(tradeListOptions(viewerId, box));

  const fallback = queryFallback(query, { rows: 3, variant: 'list', message: t('loadFailed') });
  if (fallback || !query.data) return fallback;
  const trades = query.data.pages.flatMap((p) => p.results);
  if (trades.length === 0) {
    return (
      <EmptyState message={box === 'active' ? t('emptyActive') : t('emptyHistory')}>
        {box === 'active' && (
          <Link href="/market" className={buttonClassName({ size: 's' })}>
            {t('goMarket')}
          </Link>
        )}
      </EmptyState>
    );
  }
  return (
    <>
      <ul className={styles.cards}>
        {trades.map((trade) => (
          <li key={trade.id}>
            <TradeCard trade={trade} />
          </li>
        ))}
      </ul>
      <LoadMore query={query} size="s" wrapperClassName={styles.more}>
        {tStates('more')}
      </LoadMore>
    </>
  );
}

/** One trade in the list: who with, what moves each way, its state, and what it waits for from me. */
export function TradeCard({ trade }: { trade: TradeDto }) {
  const t = useTranslations('trades');
  const locale = useLocale();
  const { mine, theirs, counterpart } = sidesOf(trade);
  const name = counterpart.profile.name ?? t('unknownUser');
  const expect = expectationOf(trade);
  const summary = (side: typeof mine) => {
    const parts = trade.lines.filter((l) => l.from_side === side).map((l) => `${l.item.name} ${t('count', { count: l.count })}`);
    if (trade.gems > 0 && trade.gems_from === side) parts.push(t('gems', { gems: trade.gems }));
    return parts.length ? parts.join(', ') : t('detail.nothing');
  };
  return (
    <article className={styles.card} data-status={trade.status}>
      <div className={styles.cardHead}>
        <UserAvatar src={counterpart.profile_image} size={36} />
        <Link href={`/market/trades/${trade.id}`} className={styles.cardLink}>
          <span className={styles.cardTitle}>{t('list.with', { name })}</span>
        </Link>
        <StatusBadge status={trade.status} />
      </div>
      <dl className={styles.cardLines}>
        <dt>{t('detail.myGive')}</dt>
        <dd>{summary(mine)}</dd>
        <dt>{t('detail.theyGive', { name })}</dt>
        <dd>{summary(theirs)}</dd>
      </dl>
      <div className={styles.cardFoot}>
        <time dateTime={trade.created_at}>{t('list.created', { date: formatYmd(trade.created_at, locale) })}</time>
        {expect && (
          <strong className={styles.expect} data-kind={expect}>
            {t(`expect.${expect}`)}
          </strong>
        )}
      </div>
    </article>
  );
}
