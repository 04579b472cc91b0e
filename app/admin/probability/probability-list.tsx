'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { CatalogList, CatalogRow } from '@/components/admin/catalog-list';
import { SelectField } from '@/components/admin/fields';
import { formatDateTime } from '@/components/admin/format';
import { listQuery, type ListState } from '@/components/admin/list-params';
import styles from '@/components/admin/admin.module.scss';
import { probabilityListOptions } from '@/lib/api/admin';
import { PROBABILITY_KINDS, probabilityKindMessageKey } from '@/lib/validation/probability';
import { pick } from '@/lib/bilingual';

export function ProbabilityList({ params }: { params: ListState<'probability'> }) {
  const t = useTranslations('ui.admin');
  const tk = useTranslations('support.probability.kind');
  const locale = useLocale();
  const tables = useQuery(probabilityListOptions(listQuery(params.filters, params.page)));
  return (
    <CatalogList
      section="probability"
      path="/admin/probability"
      params={params}
      query={tables}
      filters={(set) => (
        <SelectField
          label={t('probability.kind')}
          value={params.filters.kind}
          onChange={(e) => set({ kind: e.target.value })}
          options={[
            { value: '', label: t('common.all') },
            ...PROBABILITY_KINDS.map((k) => ({ value: k, label: tk(probabilityKindMessageKey(k)) })),
          ]}
        />
      )}
    >
      {(table) => (
        <CatalogRow
          href={`/admin/probability/${table.id}`}
          thumb={table.image}
          title={pick(locale, table.name_ko, table.name_zh_tw)}
          meta={
            <>
              <span className={styles.pill}>{tk(probabilityKindMessageKey(table.kind))}</span>
              <span>{t('probability.entryCount', { count: table.entry_count })}</span>
              <span>{t('common.updatedAt', { date: formatDateTime(table.updated_at, locale) })}</span>
            </>
          }
        />
      )}
    </CatalogList>
  );
}
