import { useTranslations } from 'next-intl';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './rare-warning.module.scss';

/**
 * The card before trading SSS or SS items with a member who has no completed trade: what to watch
 * for, then the reader's acknowledgement (a checkbox wired by `input`; `children`: its error if any).
 */
export function RareWarning({ input, children }: { input: ComponentPropsWithRef<'input'>; children?: ReactNode }) {
  const t = useTranslations('trades.propose');
  const id = useId();
  return (
    <section className={styles.rare} aria-labelledby={`${id}-rare`}>
      <h3 id={`${id}-rare`} className={styles.rareTitle}>
        {t('rareTitle')}
      </h3>
      <p>{t('rareBody')}</p>
      <label className={styles.check}>
        <input type="checkbox" {...input} />
        {t('rareAck')}
      </label>
      {children}
    </section>
  );
}
