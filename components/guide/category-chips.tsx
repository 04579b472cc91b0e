import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { GUIDE_CATEGORIES, type GuideCategory } from '@/lib/validation/guides';
import { guideListHref } from './guide-href';
import styles from './guide.module.scss';

/** Filter chips: "all" plus each category; the search keyword is kept when switching. */
export async function CategoryChips({ active, keyword }: { active?: GuideCategory; keyword?: string }) {
  const t = await getTranslations('support.guide');
  const chips: Array<GuideCategory | undefined> = [undefined, ...GUIDE_CATEGORIES];
  return (
    <nav aria-label={t('categoryFilter')}>
      <ul className={styles.chips}>
        {chips.map((category) => {
          const current = category === active;
          return (
            <li key={category ?? 'all'}>
              <Link
                href={guideListHref({ category, keyword })}
                className={styles.chip}
                aria-current={current ? 'page' : undefined}
                data-active={current || undefined}
                scroll={false}
              >
                {t(`category.${category ?? 'all'}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
