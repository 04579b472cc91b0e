'use client';

import { useTranslations } from 'next-intl';
import styles from './auth.module.scss';

/** "2/5 · Verification" with a segmented bar; read out as "step 2 of 5: Verification". */
export function StepProgress({ current, total, name }: { current: number; total: number; name: string }) {
  const t = useTranslations('auth.register');
  return (
    <div className={styles.progress}>
      <p className={styles.progressText}>
        <span aria-hidden="true">{name}</span>
        <span aria-hidden="true">{t('stepCounter', { current, total })}</span>
        <span className="sr-only">{t('stepLabel', { current, total, name })}</span>
      </p>
      <div className={styles.progressBar} aria-hidden="true">
        {Array.from({ length: total }, (_, i) => (
          <span key={i} className={styles.progressSegment} data-done={i < current || undefined} />
        ))}
      </div>
    </div>
  );
}
