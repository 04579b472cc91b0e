import { useTranslations } from 'next-intl';
import { EXTERNAL_LINKS } from '@/lib/constants';
import styles from './footer.module.scss';

/** Terms and privacy links; CSS shows it only above 1200 px. Server-compatible. */
export function Footer() {
  const t = useTranslations('components.footer');
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('label')}>
        <ul role="list" className={styles.list}>
          <li>
            <a href={EXTERNAL_LINKS.terms} target="_blank" rel="noopener noreferrer" className={styles.link}>
              {t('terms')}
              <span className="sr-only"> {t('newTab')}</span>
            </a>
          </li>
          <li>
            <a href={EXTERNAL_LINKS.privacy} target="_blank" rel="noopener noreferrer" className={styles.link}>
              {t('privacy')}
              <span className="sr-only"> {t('newTab')}</span>
            </a>
          </li>
        </ul>
      </nav>
    </footer>
  );
}
