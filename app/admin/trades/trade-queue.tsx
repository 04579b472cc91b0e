'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { AdminListPage, useListNavigation } from '@/components/admin/admin-list-page';
import { formatDateTime } from '@/components/admin/format';
import { tradeQueueQuery, tradeQueueStatus, type ListState } from '@/components/admin/list-params';
import { SegmentedFilter } from '@/components/admin/segmented-filter';
import styles from '@/components/admin/admin.module.scss';
import { StatusBadge } from '@/components/trades/trade-parts';
import { Link } from '@/components/ui/link';
import { adminTradesOptions, type TradeDto } from '@/lib/api/trades';

const FILTERS = ['disputed', 'all'] as const;
type Filter = (typeof FILTERS)[number];

/** The disputed trades (or all), newest first; each opens its screen with both sides and the history. */
export function TradeQueue({ params }: { params: ListState<'trades'> }) {
  const t = useTranslations('trades.admin');
  const tc = useTranslations('ui.admin.common');
  const status: Filter = tradeQueueStatus(params.filters.status);
  const set = useListNavigation(params);
  const queue = useQuery(adminTradesOptions(tradeQueueQuery(params)));
  return (
    <AdminListPage
      title={t('title')}
      lead={t('lead')}
      filters={
        <SegmentedFilter
          label={t('filterLabel')}
          showLabel
          options={FILTERS.map((f) => ({ value: f, label: t(`filter.${f}`) }))}
          value={status}
          onChange={(f) => set({ status: f === 'disputed' ? undefined : f })}
        />
      }
      query={queue}
      empty={status === 'disputed' ? t('empty') : tc('noResults')}
      page={params.page}
      onPage={(p) => set({ page: p })}
      itemKey={(trade) => trade.id}
      listLabel={t('title')}
      itemClassName={styles.row}
    >
      {(trade) => <TradeRow trade={trade} />}
    </AdminListPage>
  );
}

function TradeRow({ trade }: { trade: TradeDto }) {
  const t = useTranslations('trades');
  const locale = useLocale();
  const nameOf = (side: 'proposer' | 'recipient') => trade[side].profile.name ?? t('unknownUser');
  return (
    <div className={styles.rowMain}>
      <Link href={`/admin/trades/${trade.id}`} className={styles.rowTitle}>
        {t('admin.row', { id: trade.id })} · {t('admin.between', { proposer: nameOf('proposer'), recipient: nameOf('recipient') })}
      </Link>
      <span className={styles.meta}>
        <StatusBadge status={trade.status} />
        <time dateTime={trade.created_at}>{formatDateTime(trade.created_at, locale)}</time>
        <span>{trade.lines.map((l) => `${l.item.name} ${t('count', { count: l.count })}`).join(', ')}</span>
        {trade.gems > 0 && <span>{t('gems', { gems: trade.gems })}</span>}
      </span>
    </div>
  );
}
