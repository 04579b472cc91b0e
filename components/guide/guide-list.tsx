import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import type { GuideSummaryDto } from '@/lib/validation/guides';
import styles from './guide.module.scss';

/** The guide book's rows: category, title and the start of the text (or "coming soon"). */
export async function GuideList({ guides }: { guides: GuideSummaryDto[] }) {
  const t = await getTranslations('support.guide');
  return (
    <ul className={styles.list}>
      {guides.map((guide) => (
        <li key={guide.id}>
          <Link href={`/guide/${guide.slug}`} className={styles.row}>
            <span className={styles.tags}>
              <span className={styles.category} data-category={guide.category}>
                {t(`category.${guide.category}`)}
              </span>
              {!guide.has_content && <span className={styles.soon}>{t('comingSoon')}</span>}
            </span>
            <span className={styles.title}>{guide.title}</span>
            {guide.excerpt && <span className={styles.excerpt}>{guide.excerpt}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
