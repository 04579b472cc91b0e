'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { SelectField } from '@/components/admin/fields';
import { formatDateTime } from '@/components/admin/format';
import { PageHead } from '@/components/admin/page-head';
import { AdminSearchForm } from '@/components/admin/search-form';
import { Pager } from '@/components/admin/pager';
import { QueryView } from '@/components/admin/query-view';
import { compact, useUrlState } from '@/components/admin/use-url-state';
import styles from '@/components/admin/admin.module.scss';
import { buttonClassName } from '@/components/ui/button-styles';
import { probabilityListOptions } from '@/lib/api/admin';
import { PROBABILITY_KINDS, probabilityKindMessageKey } from '@/lib/validation/probability';

const KEYS = ['q', 'kind'] as const;

export function ProbabilityList() {
  const t = useTranslations('ui.admin');
  const tk = useTranslations('support.probability.kind');
  const locale = useLocale();
  const { state, page, set } = useUrlState(KEYS);
  const tables = useQuery(probabilityListOptions(compact({ ...state, page })));
  return (
    <div className={styles.page}>
      <PageHead title={t('probability.title')} lead={t('probability.lead')}>
        <Link href="/admin/probability/new" className={buttonClassName({ size: 's' })}>
          {t('probability.create')}
        </Link>
      </PageHead>
      <AdminSearchForm q={state.q} label={t('common.search')} onSearch={(q) => set({ q })}>
        <SelectField
          label={t('probability.kind')}
          value={state.kind}
          onChange={(e) => set({ kind: e.target.value })}
          options={[
            { value: '', label: t('common.all') },
            ...PROBABILITY_KINDS.map((k) => ({ value: k, label: tk(probabilityKindMessageKey(k)) })),
          ]}
        />
      </AdminSearchForm>
      <QueryView query={tables} isEmpty={(d) => d.results.length === 0} empty={t('probability.empty')}>
        {(data) => (
          <>
            <ul className={styles.rows}>
              {data.results.map((table) => (
                <li key={table.id} className={styles.row}>
                  {table.image ? <img src={table.image} alt="" className={styles.thumb} /> : null}
                  <div className={styles.rowMain}>
                    <span className={styles.meta}>
                      <span className={styles.pill}>{tk(probabilityKindMessageKey(table.kind))}</span>
                      <span>{t('probability.entryCount', { count: table.entry_count })}</span>
                      <span>{t('common.updatedAt', { date: formatDateTime(table.updated_at, locale) })}</span>
                    </span>
                    <Link href={`/admin/probability/${table.id}`} className={styles.rowTitle}>
                      {locale === 'zh-TW' ? table.name_zh_tw : table.name_ko}
                    </Link>
                  </div>
                  <Link href={`/admin/probability/${table.id}`} className={buttonClassName({ size: 'xs', variant: 'secondary' })}>
                    {t('common.edit')}
                  </Link>
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
