'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { PageHead } from '@/components/admin/page-head';
import { Pager } from '@/components/admin/pager';
import { QueryView } from '@/components/admin/query-view';
import { compact, useUrlState } from '@/components/admin/use-url-state';
import styles from '@/components/admin/admin.module.scss';
import { reportQueueOptions } from '@/lib/api/admin';
import { REPORT_STATUSES, REPORT_TARGET_TYPES } from '@/lib/validation/admin';
import { ReportGroupCard } from './report-group-card';

const KEYS = ['status', 'target_type'] as const;

/** The moderation queue: reports grouped by what they target, with the actions that close them. */
export function ReportQueue() {
  const t = useTranslations('ui.admin');
  const { state, page, set } = useUrlState(KEYS);
  const status = (REPORT_STATUSES as readonly string[]).includes(state.status) ? state.status : 'open';
  const filters = compact({ status, target_type: state.target_type, page });
  const queue = useQuery(reportQueueOptions(filters));
  return (
    <div className={styles.page}>
      <PageHead title={t('reports.title')} lead={t('reports.lead')} />
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
            <button type="button" aria-pressed={!state.target_type} onClick={() => set({ target_type: undefined })}>
              {t('common.all')}
            </button>
            {REPORT_TARGET_TYPES.map((type) => (
              <button key={type} type="button" aria-pressed={state.target_type === type} onClick={() => set({ target_type: type })}>
                {t(`reports.type.${type}`)}
              </button>
            ))}
          </div>
        </div>
      </div>
      <QueryView
        query={queue}
        isEmpty={(d) => d.results.length === 0}
        empty={status === 'open' ? t('reports.empty') : t('common.noResults')}
      >
        {(data) => (
          <>
            <ul className={styles.list} aria-label={t('reports.title')}>
              {data.results.map((group) => (
                <li key={group.key}>
                  <ReportGroupCard group={group} />
                </li>
              ))}
            </ul>
            <Pager page={page} count={data.count} onPage={(p) => set({ page: p })} />
          </>
        )}
      </QueryView>
    </div>
  );
}
