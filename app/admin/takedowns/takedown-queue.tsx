'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { AdminListPage, useListNavigation } from '@/components/admin/admin-list-page';
import { listQuery, type ListState } from '@/components/admin/list-params';
import { SegmentedFilter } from '@/components/admin/segmented-filter';
import styles from '@/components/admin/admin.module.scss';
import { takedownsOptions } from '@/lib/api/admin';
import type { TakedownStatus } from '@/lib/validation/takedown';
import { TakedownCard } from './takedown-card';

// The filter's order: what waits on an operator first, then what is closed.
const FILTER_STATUSES: readonly TakedownStatus[] = ['pending', 'objected', 'blinded', 'restored', 'removed', 'expired', 'dismissed'];

/**
 * The 임시조치 queue: members' requests waiting for an operator, posts blinded on a
 * rights-infringement request (those whose period ended unseen first), and the decision on each.
 */
export function TakedownQueue({ params }: { params: ListState<'takedowns'> }) {
  const t = useTranslations('ui.admin');
  const { filters, page } = params;
  const set = useListNavigation(params);
  const queue = useQuery(takedownsOptions(listQuery(filters, page)));
  return (
    <AdminListPage
      title={t('takedowns.title')}
      lead={t('takedowns.lead')}
      filters={
        <SegmentedFilter
          label={t('takedowns.statusLabel')}
          showLabel
          all={t('common.all')}
          options={FILTER_STATUSES.map((s) => ({ value: s, label: t(`takedowns.status.${s}`) }))}
          value={filters.status || undefined}
          onChange={(status) => set({ status })}
        />
      }
      query={queue}
      empty={filters.status ? t('common.noResults') : t('takedowns.empty')}
      page={page}
      onPage={(p) => set({ page: p })}
      itemKey={(request) => request.id}
      listClassName={styles.list}
      listLabel={t('takedowns.title')}
    >
      {(request) => <TakedownCard request={request} />}
    </AdminListPage>
  );
}
