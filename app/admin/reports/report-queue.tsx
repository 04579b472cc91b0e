'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { AdminListPage, useListNavigation } from '@/components/admin/admin-list-page';
import { queueQuery, queueStatus, type ListState } from '@/components/admin/list-params';
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
      toolbar={
        <div className={styles.toolbar} role="group" aria-label={t('common.filters')}>
          <div className={styles.field}>
            <span className={styles.label} id="report-status">
              {t('reports.statusLabel')}
            </span>
            <div className={styles.segmented} role="group" aria-labelledby="report-status">
              {REPORT_STATUSES.map((s) => (
                <button key={s} type="button" aria-pressed={status === s} onClick={() => set({ status: s === 'open' ? undefined : s })}>
                  {t(`reports.status.${s}`)}
                </button>
              ))}
            </div>
          </div>
          <div className={styles.field}>
            <span className={styles.label} id="report-type">
              {t('reports.typeLabel')}
            </span>
            <div className={styles.segmented} role="group" aria-labelledby="report-type">
              <button type="button" aria-pressed={!filters.target_type} onClick={() => set({ target_type: undefined })}>
                {t('common.all')}
              </button>
              {REPORT_TARGET_TYPES.map((type) => (
                <button key={type} type="button" aria-pressed={filters.target_type === type} onClick={() => set({ target_type: type })}>
                  {t(`reports.type.${type}`)}
                </button>
              ))}
            </div>
          </div>
        </div>
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
