import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { POLICY_LINKS } from '@/lib/constants';
import styles from './footer.module.scss';

/** Terms, privacy and help links; CSS shows it only above 1200 px. Server-compatible. */
export function Footer() {
  const t = useTranslations('components.footer');
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('label')}>
        <ul role="list" className={styles.list}>
          <li>
            <Link href={POLICY_LINKS.terms} className={styles.link}>
              {t('terms')}
            </Link>
          </li>
          <li>
            <Link href={POLICY_LINKS.privacy} className={styles.link}>
              {t('privacy')}
            </Link>
          </li>
          <li>
            <Link href={POLICY_LINKS.help} className={styles.link}>
              {t('help')}
            </Link>
          </li>
        </ul>
      </nav>
    </footer>
  );
}
