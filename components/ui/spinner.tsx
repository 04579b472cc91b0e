import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import styles from './spinner.module.scss';

export type SpinnerProps = {
  /** Pixel size of the spinner square. */
  size?: number;
  /** When true the spinner announces itself (role=status); inside a busy button keep it decorative. */
  announce?: boolean;
  label?: string;
  className?: string;
};

export function Spinner({ size = 20, announce = false, label, className }: SpinnerProps) {
  const t = useTranslations('components');
  const box = (
    <span className={clsx(styles.spinner, className)} style={{ width: size, height: size }} aria-hidden="true">
      <span className={styles.dot} />
      <span className={styles.dot} />
      <span className={styles.dot} />
      <span className={styles.dot} />
    </span>
  );
  if (!announce) return box;
  return (
    <span role="status" className={styles.wrap}>
      {box}
      <span className="sr-only">{label ?? t('loading.label')}</span>
    </span>
  );
}
