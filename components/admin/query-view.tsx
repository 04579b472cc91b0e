'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminErrors } from './errors';
import styles from './admin.module.scss';

/** Loading rows, a failure with retry, an empty message, or the data. */
export function QueryView<T>({
  query,
  isEmpty,
  empty,
  children,
  rows = 3,
}: {
  query: UseQueryResult<T>;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
  rows?: number;
}) {
  const t = useTranslations('ui.admin.common');
  const errors = useAdminErrors();
  if (query.isPending) return <Skeleton rows={rows} variant="list" label={t('loading')} />;
  if (query.isError && !query.data) {
    return (
      <ErrorState
        title={t('loadFailed')}
        message={errors.message(query.error)}
        onRetry={() => void query.refetch()}
        retryLabel={t('retry')}
      />
    );
  }
  const data = query.data as T;
  if (isEmpty?.(data)) return <p className={styles.empty}>{empty ?? t('empty')}</p>;
  // While a new page or filter loads, the previous results stay, dimmed.
  return (
    <div className={styles.results} aria-busy={query.isPlaceholderData || undefined} data-stale={query.isPlaceholderData || undefined}>
      {children(data)}
    </div>
  );
}
