'use client';

import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { AdminListPage, useListNavigation } from '@/components/admin/admin-list-page';
import { SelectField } from '@/components/admin/fields';
import { formatDateTime } from '@/components/admin/format';
import { listQuery, type ListState } from '@/components/admin/list-params';
import styles from '@/components/admin/admin.module.scss';
import { buttonClassName } from '@/components/ui/button-styles';
import { probabilityListOptions } from '@/lib/api/admin';
import { PROBABILITY_KINDS, probabilityKindMessageKey } from '@/lib/validation/probability';
import { pick } from '@/lib/bilingual';

export function ProbabilityList({ params }: { params: ListState<'probability'> }) {
  const t = useTranslations('ui.admin');
  const tk = useTranslations('support.probability.kind');
  const locale = useLocale();
  const { filters, page } = params;
  const set = useListNavigation(params);
  const tables = useQuery(probabilityListOptions(listQuery(filters, page)));
  return (
    <AdminListPage
      title={t('probability.title')}
      lead={t('probability.lead')}
      actions={
        <Link href="/admin/probability/new" className={buttonClassName({ size: 's' })}>
          {t('probability.create')}
        </Link>
      }
      search={{ value: filters.q, label: t('common.search'), onSearch: (q) => set({ q }) }}
      filters={
        <SelectField
          label={t('probability.kind')}
          value={filters.kind}
          onChange={(e) => set({ kind: e.target.value })}
          options={[
            { value: '', label: t('common.all') },
            ...PROBABILITY_KINDS.map((k) => ({ value: k, label: tk(probabilityKindMessageKey(k)) })),
          ]}
        />
      }
      query={tables}
      empty={t('probability.empty')}
      page={page}
      onPage={(p) => set({ page: p })}
      itemKey={(table) => table.id}
      itemClassName={styles.row}
    >
      {(table) => (
        <>
          {table.image ? <img src={table.image} alt="" className={styles.thumb} /> : null}
          <div className={styles.rowMain}>
            <span className={styles.meta}>
              <span className={styles.pill}>{tk(probabilityKindMessageKey(table.kind))}</span>
              <span>{t('probability.entryCount', { count: table.entry_count })}</span>
              <span>{t('common.updatedAt', { date: formatDateTime(table.updated_at, locale) })}</span>
            </span>
            <Link href={`/admin/probability/${table.id}`} className={styles.rowTitle}>
              {pick(locale, table.name_ko, table.name_zh_tw)}
            </Link>
          </div>
          <Link href={`/admin/probability/${table.id}`} className={buttonClassName({ size: 'xs', variant: 'secondary' })}>
            {t('common.edit')}
          </Link>
        </>
      )}
    </AdminListPage>
  );
}
