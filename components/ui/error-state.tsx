'use client';

import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from './button';
import styles from './states.module.scss';

export type ErrorStateProps = {
  /** Defaults to the translated "An error occurred". */
  title?: ReactNode;
  message?: ReactNode;
  /** Shows the retry button when given (e.g. error.tsx's reset). */
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
};

export function ErrorState({ title, message, onRetry, retryLabel, className }: ErrorStateProps) {
  const t = useTranslations('components.errorState');
  return (
    <div role="alert" className={clsx(styles.state, className)}>
      <svg
        width="48"
        height="48"
        viewBox="0 0 12 12"
        shapeRendering="crispEdges"
        aria-hidden="true"
        focusable="false"
        className={styles.errorIcon}
      >
        <path fill="currentColor" d="M5 1h2v1h1v2h1v2h1v2h1v3H1V8h1V6h1V4h1V2h1z" />
        <path fill="#fbf3dc" d="M5 4h2v3H5zM5 8h2v2H5z" />
      </svg>
      <p className={styles.title}>{title ?? t('title')}</p>
      <p className={styles.message}>{message ?? t('message')}</p>
      {onRetry && (
        <Button size="s" onClick={onRetry}>
          {retryLabel ?? t('retry')}
        </Button>
      )}
    </div>
  );
}
