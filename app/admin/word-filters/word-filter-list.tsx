'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { CatalogList, CatalogRow } from '@/components/admin/catalog-list';
import { SelectField } from '@/components/admin/fields';
import { listQuery, type ListState } from '@/components/admin/list-params';
import styles from '@/components/admin/admin.module.scss';
import { deleteWordFilter, wordFilterListOptions, type WordFilterDto } from '@/lib/api/word-filters';
import { WORD_FILTER_ACTIONS } from '@/lib/validation/word-filters';
import { TryBox } from './try-box';

export function WordFilterList({ params }: { params: ListState<'word-filters'> }) {
  const t = useTranslations('ui.admin');
  const entries = useQuery(wordFilterListOptions(listQuery(params.filters, params.page)));
  return (
    <>
      <CatalogList
        section="wordFilters"
        path="/admin/word-filters"
        params={params}
        query={entries}
        filters={(set) => (
          <SelectField
            label={t('wordFilters.action')}
            value={params.filters.action}
            onChange={(e) => set({ action: e.target.value })}
            options={[
              { value: '', label: t('common.all') },
              ...WORD_FILTER_ACTIONS.map((a) => ({ value: a, label: t(`wordFilters.actions.${a}`) })),
            ]}
          />
        )}
      >
        {(e) => <WordFilterRow entry={e} />}
      </CatalogList>
      <TryBox />
    </>
  );
}

function WordFilterRow({ entry: e }: { entry: WordFilterDto }) {
  const t = useTranslations('ui.admin');
  return (
    <CatalogRow
      href={`/admin/word-filters/${e.id}`}
      title={e.pattern}
      mono
      meta={
        <>
          <span className={styles.pill}>{t(`wordFilters.actions.${e.action}`)}</span>
          <span className={styles.pill}>{t(`wordFilters.kinds.${e.kind}`)}</span>
          {e.is_active ? null : (
            <span className={styles.pill} data-tone="muted">
              {t('wordFilters.inactive')}
            </span>
          )}
        </>
      }
      hint={
        <>
          {e.kind === 'word' ? t('wordFilters.matchedAs', { normalised: e.normalised, choseong: e.choseong ?? '—' }) : null}
          {e.note ? ` · ${e.note}` : ''}
        </>
      }
      remove={{
        run: () => deleteWordFilter(e.id),
        confirm: t('wordFilters.confirmDelete', { pattern: e.pattern }),
        done: t('wordFilters.deleted'),
      }}
    />
  );
}
