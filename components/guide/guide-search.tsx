import { getTranslations } from 'next-intl/server';
import { buttonClassName } from '@/components/ui/button-styles';
import { GUIDE_KEYWORD_MAX, type GuideCategory } from '@/lib/validation/guides';
import styles from './guide.module.scss';

/**
 * A plain GET form: it works before (and without) JavaScript, and the result is a shareable,
 * server-rendered URL. The category chip stays selected through a hidden field.
 */
export async function GuideSearch({ category, keyword }: { category?: GuideCategory; keyword?: string }) {
  const t = await getTranslations('support.guide');
  return (
    <form action="/guide" method="get" role="search" className={styles.search}>
      {category && <input type="hidden" name="category" value={category} />}
      <label htmlFor="guide-keyword" className="sr-only">
        {t('searchLabel')}
      </label>
      <input
        id="guide-keyword"
        name="keyword"
        type="search"
        defaultValue={keyword ?? ''}
        maxLength={GUIDE_KEYWORD_MAX}
        placeholder={t('searchPlaceholder')}
        className={styles.searchInput}
        enterKeyHint="search"
      />
      <button type="submit" className={buttonClassName({ size: 's', className: styles.searchButton })}>
        {t('searchButton')}
      </button>
    </form>
  );
}
