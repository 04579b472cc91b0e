import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import styles from './states.module.scss';

export type EmptyStateProps = {
  /** Defaults to a translated "nothing here yet". */
  message?: ReactNode;
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
      {icon ?? <SlimeOutline />}
      <p className={styles.message}>{message ?? t('message')}</p>
      {children}
    </div>
  );
}

function SlimeOutline() {
  return (
    <svg
      width="48"
      height="48"
      viewBox="0 0 12 12"
      shapeRendering="crispEdges"
      aria-hidden="true"
      focusable="false"
      className={styles.icon}
    >
      <path
        fill="currentColor"
        d="M4 2h4v1H4zM3 3h1v1H3zM8 3h1v1H8zM2 4h1v2H2zM9 4h1v2H9zM1 6h1v4H1zM10 6h1v4h-1zM2 10h8v1H2zM4 6h1v2H4zM7 6h1v2H7z"
      />
    </svg>
  );
}
