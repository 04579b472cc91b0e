import { useTranslations } from 'next-intl';
import { searchHref } from '@/app/community/search/search-params';
import { INPUT_MAX_LENGTH } from '@/lib/constants';
import styles from './community-home.module.scss';

/**
 * The main page's search box: a plain GET form to the post results (`/community/search/post?keyword=`),
 * so searching works before (and without) JavaScript. Server-compatible.
 */
export function HomeSearch() {
  const t = useTranslations('community.main');
  return (
    <form action={searchHref('posts', '')} method="get" role="search" aria-label={t('searchLabel')} className={styles.search}>
      <input
        type="search"
        name="keyword"
        required
        maxLength={INPUT_MAX_LENGTH}
        placeholder={t('searchPlaceholder')}
        aria-label={t('searchLabel')}
        className={styles.searchInput}
        enterKeyHint="search"
      />
      <button type="submit" className={styles.searchButton} aria-label={t('searchSubmit')}>
        <svg width="18" height="18" viewBox="0 0 9 9" shapeRendering="crispEdges" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M2 0h3v1h1v1h1v3H6v1H5v1H2V6H1V5H0V2h1V1h1zM2 1v1H1v3h1v1h3V5h1V2H5V1zM6 6h1v1h1v1h1v1H8V8H7V7H6z" />
        </svg>
      </button>
    </form>
  );
}
