import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { buttonClassName } from '@/components/ui/button-styles';
import styles from './need-help.module.scss';

/** "Didn't find your answer?" — the way from the guide book to the customer center. */
export async function NeedHelp() {
  const t = await getTranslations('support.guide');
  return (
    <aside className={styles.box} aria-labelledby="guide-need-help">
      <p id="guide-need-help" className={styles.text}>
        {t('stillNeedHelp')}
      </p>
      <Link href="/support" className={buttonClassName({ size: 's', variant: 'secondary' })}>
        {t('askSupport')}
      </Link>
    </aside>
  );
}
