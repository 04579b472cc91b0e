import { clsx } from 'clsx';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import type { LanguageFilter } from '@/lib/validation/post-language';
import styles from './language-toggle.module.scss';

export type LanguageToggleProps = {
  /** What the page lists: the reader's language, or 'all'. */
  language: LanguageFilter;
  /** The page in the reader's language (its URL without `lang`). */
  mineHref: string;
  /** The same page with `?lang=all`. */
  allHref: string;
  className?: string;
};

/** "In my language / all languages" for a list of posts: two links, the current one marked. Server-compatible. */
export function LanguageToggle({ language, mineHref, allHref, className }: LanguageToggleProps) {
  const t = useTranslations('community.language');
  const all = language === 'all';
  return (
    <nav className={clsx(styles.toggle, className)} aria-label={t('label')}>
      <ul className={styles.options} role="list">
        <li>
          <Link href={mineHref} className={styles.option} aria-current={all ? undefined : 'page'} scroll={false}>
            {t('mine')}
          </Link>
        </li>
        <li>
          <Link href={allHref} className={styles.option} aria-current={all ? 'page' : undefined} scroll={false}>
            {t('all')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
