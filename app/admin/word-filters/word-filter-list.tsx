'use client';

import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { AdminListPage, useListNavigation } from '@/components/admin/admin-list-page';
import { ConfirmButton } from '@/components/admin/confirm-button';
import { SelectField } from '@/components/admin/fields';
import { listQuery, type ListState } from '@/components/admin/list-params';
import { useAdminAction } from '@/components/admin/use-admin-action';
import styles from '@/components/admin/admin.module.scss';
import { buttonClassName } from '@/components/ui/button-styles';
import { deleteWordFilter, wordFilterListOptions, type WordFilterDto } from '@/lib/api/word-filters';
import { WORD_FILTER_ACTIONS } from '@/lib/validation/word-filters';
import { TryBox } from './try-box';

export function WordFilterList({ params }: { params: ListState<'word-filters'> }) {
  const t = useTranslations('ui.admin');
  const { filters, page } = params;
  const set = useListNavigation(params);
  const entries = useQuery(wordFilterListOptions(listQuery(filters, page)));
  return (
    <>
      <AdminListPage
        title={t('wordFilters.title')}
        lead={t('wordFilters.lead')}
        actions={
          <Link href="/admin/word-filters/new" className={buttonClassName({ size: 's' })}>
            {t('wordFilters.create')}
          </Link>
        }
        search={{ value: filters.q, label: t('common.search'), onSearch: (q) => set({ q }) }}
        filters={
          <SelectField
            label={t('wordFilters.action')}
            value={filters.action}
            onChange={(e) => set({ action: e.target.value })}
            options={[
              { value: '', label: t('common.all') },
              ...WORD_FILTER_ACTIONS.map((a) => ({ value: a, label: t(`wordFilters.actions.${a}`) })),
            ]}
          />
        }
        query={entries}
        empty={t('wordFilters.empty')}
        page={page}
        onPage={(p) => set({ page: p })}
        itemKey={(e) => e.id}
      >
        {(e) => <WordFilterRow entry={e} />}
      </AdminListPage>
      <TryBox />
    </>
  );
}

function WordFilterRow({ entry: e }: { entry: WordFilterDto }) {
  const t = useTranslations('ui.admin');
  const remove = useAdminAction(() => deleteWordFilter(e.id), { done: t('wordFilters.deleted') });
  return (
    <div className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.meta}>
          <span className={styles.pill}>{t(`wordFilters.actions.${e.action}`)}</span>
          <span className={styles.pill}>{t(`wordFilters.kinds.${e.kind}`)}</span>
          {e.is_active ? null : (
            <span className={styles.pill} data-tone="muted">
              {t('wordFilters.inactive')}
            </span>
          )}
        </span>
        <Link href={`/admin/word-filters/${e.id}`} className={`${styles.rowTitle} ${styles.mono}`}>
          {e.pattern}
        </Link>
        <span className={styles.hint}>
          {e.kind === 'word' ? t('wordFilters.matchedAs', { normalised: e.normalised, choseong: e.choseong ?? '—' }) : null}
          {e.note ? ` · ${e.note}` : ''}
        </span>
      </div>
      <div className={styles.actions}>
        <Link href={`/admin/word-filters/${e.id}`} className={buttonClassName({ size: 'xs', variant: 'secondary' })}>
          {t('common.edit')}
        </Link>
        <ConfirmButton
          size="xs"
          danger
          loading={remove.isPending}
          message={t('wordFilters.confirmDelete', { pattern: e.pattern })}
          onConfirm={() => remove.mutateAsync(undefined).catch(() => undefined)}
        >
          {t('common.delete')}
        </ConfirmButton>
      </div>
    </div>
  );
}
