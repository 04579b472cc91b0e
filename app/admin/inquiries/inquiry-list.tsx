'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { SelectField } from '@/components/admin/fields';
import { formatDateTime } from '@/components/admin/format';
import { MemberLink } from '@/components/admin/member-link';
import { PageHead } from '@/components/admin/page-head';
import { AdminSearchForm } from '@/components/admin/search-form';
import { Pager } from '@/components/admin/pager';
import { QueryView } from '@/components/admin/query-view';
import { compact, useUrlState } from '@/components/admin/use-url-state';
import styles from '@/components/admin/admin.module.scss';
import { inquiryListOptions } from '@/lib/api/admin';
import { INQUIRY_CATEGORIES, INQUIRY_STATUSES, type InquiryStatus } from '@/lib/validation/support';

const KEYS = ['q', 'status', 'category'] as const;
export const STATUS_TONE: Record<InquiryStatus, string> = { waiting: 'open', processing: 'info', completed: 'ok' };

/** Every inquiry, filtered by status and category. */
export function InquiryList() {
  const t = useTranslations('ui.admin');
  const ts = useTranslations('support');
  const locale = useLocale();
  const { state, page, set } = useUrlState(KEYS);
  const inquiries = useQuery(inquiryListOptions(compact({ ...state, page })));
  return (
    <div className={styles.page}>
      <PageHead title={t('inquiries.title')} lead={t('inquiries.lead')} />
      <AdminSearchForm
        q={state.q}
        label={t('inquiries.searchLabel')}
        placeholder={t('inquiries.searchPlaceholder')}
        onSearch={(q) => set({ q })}
        after={
          <div className={styles.segmented} role="group" aria-label={t('inquiries.statusLabel')}>
            <button type="button" aria-pressed={!state.status} onClick={() => set({ status: undefined })}>
              {t('common.all')}
            </button>
            {INQUIRY_STATUSES.map((s) => (
              <button key={s} type="button" aria-pressed={state.status === s} onClick={() => set({ status: s })}>
                {ts(`status.${s}`)}
              </button>
            ))}
          </div>
        }
      >
        <SelectField
          label={t('inquiries.categoryLabel')}
          value={state.category}
          onChange={(e) => set({ category: e.target.value })}
          options={[{ value: '', label: t('common.all') }, ...INQUIRY_CATEGORIES.map((c) => ({ value: c, label: ts(`category.${c}`) }))]}
        />
      </AdminSearchForm>
      <QueryView query={inquiries} isEmpty={(d) => d.results.length === 0} empty={t('inquiries.empty')}>
        {(data) => (
          <>
            <ul className={styles.rows}>
              {data.results.map((inq) => (
                <li key={inq.id} className={styles.row}>
                  <div className={styles.rowMain}>
                    <span className={styles.meta}>
                      <span className={styles.pill} data-tone={STATUS_TONE[inq.status]}>
                        {ts(`status.${inq.status}`)}
                      </span>
                      <span className={styles.pill}>{ts(`category.${inq.category}`)}</span>
                      <span>#{inq.id}</span>
                      <time dateTime={inq.created_at}>{formatDateTime(inq.created_at, locale)}</time>
                    </span>
                    <Link href={`/admin/inquiries/${inq.id}`} className={styles.rowTitle}>
                      {inq.title}
                    </Link>
                    <span className={styles.meta}>
                      <MemberLink member={inq.member} />
                      <span>{t('inquiries.replies', { count: inq.reply_count })}</span>
                      <span>{inq.has_admin_reply ? t('inquiries.answered') : t('inquiries.unanswered')}</span>
                      {inq.resolution && (
                        <span className={styles.pill} data-tone="muted">
                          {t(`inquiries.resolution.${inq.resolution}`)}
                        </span>
                      )}
                    </span>
                  </div>
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
