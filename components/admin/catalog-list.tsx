'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { buttonClassName } from '@/components/ui/button-styles';
import type { Paginated } from '@/lib/errors';
import { AdminListPage, useListNavigation } from './admin-list-page';
import { ConfirmButton } from './confirm-button';
import type { ListParams, ListPatch } from './list-params';
import { useAdminAction } from './use-admin-action';
import styles from './admin.module.scss';

// The records the administration writes (notices, guides, items, probability tables, missions, word
// filters) are listed alike: a create button, a search bar (and a filter or two), rows that open the
// editor. Each section's words are `ui.admin.<section>.title|lead|create|empty`, its pages `<path>`,
// `<path>/new` and `<path>/<id>`.

export type CatalogSection = 'notices' | 'guides' | 'items' | 'probability' | 'missions' | 'wordFilters';

type Props<K extends string, T> = {
  section: CatalogSection;
  /** The list's address, e.g. `/admin/notices`. */
  path: string;
  params: ListParams<K> & { filters: { q: string } };
  query: UseQueryResult<Paginated<T>>;
  searchPlaceholder?: string;
  /** The filters beside the search words, given the list's navigation. */
  filters?: (set: (patch: ListPatch<K>) => void) => ReactNode;
  children: (item: T) => ReactNode;
};

export function CatalogList<K extends string, T extends { id: number }>({
  section,
  path,
  params,
  query,
  searchPlaceholder,
  filters,
  children,
}: Props<K, T>) {
  const t = useTranslations('ui.admin');
  const set = useListNavigation<K>(params);
  // Every section keeps `q` in its address (LIST_KEYS), which the generic `K` cannot show.
  const patch = (p: ListPatch<'q'>) => set(p as ListPatch<K>);
  return (
    <AdminListPage
      title={t(`${section}.title`)}
      lead={t(`${section}.lead`)}
      actions={
        <Link href={`${path}/new`} className={buttonClassName({ size: 's' })}>
          {t(`${section}.create`)}
        </Link>
      }
      search={{ value: params.filters.q, label: t('common.search'), placeholder: searchPlaceholder, onSearch: (q) => patch({ q }) }}
      filters={filters?.(set)}
      query={query}
      empty={t(`${section}.empty`)}
      page={params.page}
      onPage={(p) => patch({ page: p })}
      itemKey={(item) => item.id}
      itemClassName={styles.row}
    >
      {children}
    </AdminListPage>
  );
}

/**
 * One record of a catalog list: a thumbnail, its pills, the title that opens the editor and a hint
 * line; then the actions, edit always, delete where the section deletes.
 */
export function CatalogRow({
  href,
  title,
  mono,
  thumb,
  meta,
  hint,
  actions,
  remove,
}: {
  href: string;
  title: ReactNode;
  mono?: boolean;
  thumb?: string | null;
  meta: ReactNode;
  hint?: ReactNode;
  /** Buttons before edit (pin). */
  actions?: ReactNode;
  remove?: DeleteProps;
}) {
  const t = useTranslations('ui.admin.common');
  return (
    <>
      {thumb ? <img src={thumb} alt="" className={styles.thumb} /> : null}
      <div className={styles.rowMain}>
        <span className={styles.meta}>{meta}</span>
        <Link href={href} className={clsx(styles.rowTitle, mono && styles.mono)}>
          {title}
        </Link>
        {hint ? <span className={styles.hint}>{hint}</span> : null}
      </div>
      <div className={styles.actions}>
        {actions}
        <Link href={href} className={buttonClassName({ size: 'xs', variant: 'secondary' })}>
          {t('edit')}
        </Link>
        {remove ? <DeleteButton {...remove} /> : null}
      </div>
    </>
  );
}

type DeleteProps = {
  run: () => Promise<unknown>;
  /** The question before, and the toast after. */
  confirm: string;
  done: string;
};

function DeleteButton({ run, confirm, done }: DeleteProps) {
  const t = useTranslations('ui.admin.common');
  const remove = useAdminAction(run, { done });
  return (
    <ConfirmButton
      size="xs"
      danger
      loading={remove.isPending}
      message={confirm}
      onConfirm={() => remove.mutateAsync(undefined).catch(() => undefined)}
    >
      {t('delete')}
    </ConfirmButton>
  );
}
