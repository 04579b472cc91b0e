import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { PixelSlime } from './pixel-slime';
import styles from './states.module.scss';

export type EmptyStateProps = {
  /** Defaults to a translated "nothing here yet". */
  message?: ReactNode;
  /** Replaces the default slime illustration (decorative: give it aria-hidden). */
  icon?: ReactNode;
  /** Optional action under the message. */
  children?: ReactNode;
  className?: string;
};

/** Server-compatible. */
export function EmptyState({ message, icon, children, className }: EmptyStateProps) {
  const t = useTranslations('components.emptyState');
  return (
    <div className={clsx(styles.state, className)}>
      {icon ?? <PixelSlime size={64} className={styles.icon} />}
      <p className={styles.message}>{message ?? t('message')}</p>
      {children}
    </div>
  );
}
