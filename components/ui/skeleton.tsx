import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import styles from './skeleton.module.scss';

export type SkeletonProps = {
  rows?: number;
  variant?: 'post' | 'list' | 'card';
  /** Screen-reader text; defaults to a translated "Loading...". */
  label?: string;
  className?: string;
};

/** Placeholder rows while a list loads (loading.tsx, Suspense fallbacks). Server-compatible. */
export function Skeleton({ rows = 3, variant = 'post', label, className }: SkeletonProps) {
  const t = useTranslations('components.loading');
  return (
    <div role="status" aria-busy="true" className={clsx(styles.skeleton, className)}>
      <span className="sr-only">{label ?? t('label')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles[variant]} aria-hidden="true">
          {variant === 'card' && <div className={styles.media} />}
          {variant === 'list' && <div className={styles.square} />}
          <div className={styles.lines}>
            <div className={styles.line} style={{ width: `${70 - (i % 3) * 12}%` }} />
            {variant !== 'post' && <div className={clsx(styles.line, styles.short)} />}
          </div>
        </div>
      ))}
    </div>
  );
}
