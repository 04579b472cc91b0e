'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import styles from './pager.module.scss';

/** Previous / next with "page / total" and the total count. */
export function Pager({
  page,
  count,
  pageSize = 10,
  onPage,
}: {
  page: number;
  count: number;
  pageSize?: number;
  onPage: (page: number) => void;
}) {
  const t = useTranslations('ui.admin.common');
  const total = Math.max(1, Math.ceil(count / pageSize));
  return (
    <nav className={styles.pager} aria-label={t('page', { page, total })}>
      <span className={styles.count}>{t('total', { count })}</span>
      {total > 1 && (
        <span className={styles.buttons}>
          <Button size="s" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('previous')}
          </Button>
          <span aria-current="page">{t('page', { page, total })}</span>
          <Button size="s" variant="secondary" disabled={page >= total} onClick={() => onPage(page + 1)}>
            {t('next')}
          </Button>
        </span>
      )}
    </nav>
  );
}
