import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import styles from './market.module.scss';

type Props = { page: number; count: number; pageSize: number; params: Record<string, string | undefined> };

/** Previous / next links that keep the search and filters. */
export async function MarketPager({ page, count, pageSize, params }: Props) {
  const total = Math.max(1, Math.ceil(count / pageSize));
  if (total <= 1) return null;
  const t = await getTranslations('common.pagination');
  const href = (p: number) => {
    const qs = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value) qs.set(key, value);
    if (p > 1) qs.set('page', String(p));
    const s = qs.toString();
    return s ? `/market?${s}` : '/market';
  };
  return (
    <nav className={styles.pager} aria-label={t('label')}>
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" className={styles.pageLink}>
          {t('previous')}
        </Link>
      ) : (
        <span className={styles.pageDisabled} aria-hidden="true">
          {t('previous')}
        </span>
      )}
      <span aria-current="page" className={styles.pageCurrent}>
        {t('page', { page: Math.min(page, total), total })}
      </span>
      {page < total ? (
        <Link href={href(page + 1)} rel="next" className={styles.pageLink}>
          {t('next')}
        </Link>
      ) : (
        <span className={styles.pageDisabled} aria-hidden="true">
          {t('next')}
        </span>
      )}
    </nav>
  );
}
