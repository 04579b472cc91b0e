import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import styles from './pagination.module.scss';

type Props = { page: number; count: number; pageSize: number; basePath: string };

/** Previous / next links around "page n of m"; nothing for a single page. */
export async function Pagination({ page, count, pageSize, basePath }: Props) {
  const total = Math.max(1, Math.ceil(count / pageSize));
  if (total <= 1) return null;
  const t = await getTranslations('common.pagination');
  // basePath may carry a query of its own (a list's filter): the page joins it.
  const href = (p: number) => (p === 1 ? basePath : `${basePath}${basePath.includes('?') ? '&' : '?'}page=${p}`);
  return (
    <nav className={styles.pagination} aria-label={t('label')}>
      {page > 1 ? (
        <Link href={href(page - 1)} className={styles.link} rel="prev">
          {t('previous')}
        </Link>
      ) : (
        <span className={styles.disabled} aria-hidden="true">
          {t('previous')}
        </span>
      )}
      <span className={styles.current} aria-current="page">
        {t('page', { page: Math.min(page, total), total })}
      </span>
      {page < total ? (
        <Link href={href(page + 1)} className={styles.link} rel="next">
          {t('next')}
        </Link>
      ) : (
        <span className={styles.disabled} aria-hidden="true">
          {t('next')}
        </span>
      )}
    </nav>
  );
}
