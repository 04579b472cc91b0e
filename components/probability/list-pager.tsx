'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import styles from './list-pager.module.scss';

type Props = { page: number; totalPages: number; onChange: (page: number) => void };

/** Previous / next for a list paged on the client. */
export function ListPager({ page, totalPages, onChange }: Props) {
  const t = useTranslations('common.pagination');
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('label')}>
      <Button size="s" variant="secondary" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('previous')}
      </Button>
      <span className={styles.current} aria-live="polite">
        {t('page', { page, total: totalPages })}
      </span>
      <Button size="s" variant="secondary" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        {t('next')}
      </Button>
    </nav>
  );
}
