import Image from 'next/image';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { buttonClassName } from '@/components/ui/button-styles';
import styles from './auth.module.scss';

/** The last registration screen: a welcome and the start-community button. */
export function RegistrationComplete({ nickname, headingRef }: { nickname: string; headingRef?: React.Ref<HTMLHeadingElement> }) {
  const t = useTranslations('auth.register.complete');
  return (
    <div className={styles.done}>
      <Image src="/art/slime/base.png" alt="" width={128} height={128} className={styles.doneArt} priority />
      <h2 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t('title')}
      </h2>
      <p className={styles.description}>{t('description', { nickname })}</p>
      <Link href="/community" className={buttonClassName({ size: 'l', fullWidth: true })}>
        {t('startCommunity')}
      </Link>
    </div>
  );
}
