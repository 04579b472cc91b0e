'use client';

import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { AdminListPage, useListNavigation } from '@/components/admin/admin-list-page';
import { SelectField } from '@/components/admin/fields';
import { formatDateTime } from '@/components/admin/format';
import { listQuery, type ListState } from '@/components/admin/list-params';
import { MemberLink } from '@/components/admin/member-link';
import { SegmentedFilter } from '@/components/admin/segmented-filter';
import styles from '@/components/admin/admin.module.scss';
import { inquiryListOptions } from '@/lib/api/admin';
import { INQUIRY_CATEGORIES, INQUIRY_STATUSES, type InquiryStatus } from '@/lib/validation/support';

export const STATUS_TONE: Record<InquiryStatus, string> = { waiting: 'open', processing: 'info', completed: 'ok' };

/** Every inquiry, filtered by status and category. */
export function InquiryList({ params }: { params: ListState<'inquiries'> }) {
  const t = useTranslations('ui.admin');
  const ts = useTranslations('support');
  const locale = useLocale();
  const { filters, page } = params;
  const set = useListNavigation(params);
  const inquiries = useQuery(inquiryListOptions(listQuery(filters, page)));
  return (
    <AdminListPage
      title={t('inquiries.title')}
      lead={t('inquiries.lead')}
      search={{
        value: filters.q,
        label: t('inquiries.searchLabel'),
        placeholder: t('inquiries.searchPlaceholder'),
        onSearch: (q) => set({ q }),
      }}
      filters={
        <SelectField
          label={t('inquiries.categoryLabel')}
          value={filters.category}
          onChange={(e) => set({ category: e.target.value })}
          options={[{ value: '', label: t('common.all') }, ...INQUIRY_CATEGORIES.map((c) => ({ value: c, label: ts(`category.${c}`) }))]}
        />
      }
      after={
        <SegmentedFilter
          label={t('inquiries.statusLabel')}
          all={t('common.all')}
          options={INQUIRY_STATUSES.map((s) => ({ value: s, label: ts(`status.${s}`) }))}
          value={filters.status || undefined}
          onChange={(status) => set({ status })}
        />
      }
      query={inquiries}
      empty={t('inquiries.empty')}
      page={page}
      onPage={(p) => set({ page: p })}
      itemKey={(inq) => inq.id}
      itemClassName={styles.row}
    >
      {(inq) => (
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
      )}
    </AdminListPage>
  );
}
