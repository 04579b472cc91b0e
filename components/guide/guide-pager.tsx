import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import type { GuideCategory } from '@/lib/validation/guides';
import { guideListHref } from './guide-href';
import styles from '@/components/ui/pagination.module.scss';

type Props = { page: number; count: number; pageSize: number; category?: GuideCategory; keyword?: string };

/** Previous / next pages of the guide list, keeping the category and keyword. */
export async function GuidePager({ page, count, pageSize, category, keyword }: Props) {
  const total = Math.max(1, Math.ceil(count / pageSize));
  if (total <= 1) return null;
  const t = await getTranslations('common.pagination');
  const href = (p: number) => guideListHref({ category, keyword, page: p });
  return (
    <nav className={styles.pagination} aria-label={t('label')}>
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" className={styles.link}>
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
        <Link href={href(page + 1)} rel="next" className={styles.link}>
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
