'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { AdminListPage, useListNavigation } from '@/components/admin/admin-list-page';
import { queueQuery, queueStatus, type ListState } from '@/components/admin/list-params';
import { SegmentedFilter } from '@/components/admin/segmented-filter';
import styles from '@/components/admin/admin.module.scss';
import { reportQueueOptions } from '@/lib/api/admin';
import { REPORT_STATUSES, REPORT_TARGET_TYPES } from '@/lib/validation/admin/moderation';
import { ReportGroupCard } from './report-group-card';

/** The moderation queue: reports grouped by what they target, with the actions that close them. */
export function ReportQueue({ params }: { params: ListState<'reports'> }) {
  const t = useTranslations('ui.admin');
  const { filters, page } = params;
  const set = useListNavigation(params);
  const status = queueStatus(filters.status);
  const queue = useQuery(reportQueueOptions(queueQuery(params)));
  return (
    <AdminListPage
      title={t('reports.title')}
      lead={t('reports.lead')}
      filters={
        <>
          <SegmentedFilter
            label={t('reports.statusLabel')}
            showLabel
            options={REPORT_STATUSES.map((s) => ({ value: s, label: t(`reports.status.${s}`) }))}
            value={status}
            onChange={(s) => set({ status: s === 'open' ? undefined : s })}
          />
          <SegmentedFilter
            label={t('reports.typeLabel')}
            showLabel
            all={t('common.all')}
            options={REPORT_TARGET_TYPES.map((type) => ({ value: type, label: t(`reports.type.${type}`) }))}
            value={filters.target_type || undefined}
            onChange={(target_type) => set({ target_type })}
          />
        </>
      }
      query={queue}
      empty={status === 'open' ? t('reports.empty') : t('common.noResults')}
      page={page}
      onPage={(p) => set({ page: p })}
      itemKey={(group) => group.key}
      listClassName={styles.list}
      listLabel={t('reports.title')}
    >
      {(group) => <ReportGroupCard group={group} />}
    </AdminListPage>
  );
}
