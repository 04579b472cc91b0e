'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import styles from './search.module.scss';

export type SearchState = 'loading' | 'success' | 'error' | 'not_found';

/**
 * A search tab's results, announced as they change: a spinner while it searches, the failure with a
 * retry, "nothing found" with a hint; the tab's own results (and any state of its own) are `children`.
 */
export function ResultsSection({
  state,
  onRetry,
  children,
}: {
  state: SearchState | 'unavailable';
  onRetry: () => void;
  children: ReactNode;
}) {
  const t = useTranslations('search');
  return (
    <section className={styles.results} data-state={state} aria-live="polite" aria-busy={state === 'loading' || undefined}>
      {state === 'loading' && (
        <div className={styles.stateRow}>
          <Spinner size={20} />
          <p>{t('fetching')}</p>
        </div>
      )}
      {state === 'error' && <ErrorState title={t('failed')} onRetry={onRetry} />}
      {state === 'not_found' && (
        <EmptyState message={t('noResults')}>
          <p className={styles.muted}>{t('noResultsHint')}</p>
        </EmptyState>
      )}
      {children}
    </section>
  );
}
