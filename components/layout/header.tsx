'use client';

import type { ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { goBack } from '@/lib/navigation/back-target';
import styles from './header.module.scss';

export type HeaderProps = {
  /** Defaults to the translated default title. */
  title?: ReactNode;
  /** Left button: 'back' (40 px arrow), 'exit' (44 px X) or 'none'. */
  variant?: 'back' | 'exit' | 'none';
  /** Custom handler: when given it replaces everything else. */
  onBack?: () => void;
  /** Supplied handler (e.g. from a parent flow): used when there is no custom handler. */
  backHandler?: () => void;
  /** Right-side slot (icons, a menu button). */
  right?: ReactNode;
  titleAs?: 'h1' | 'h2' | 'div';
  sticky?: boolean;
  className?: string;
};

export function Header({
  title,
  variant = 'back',
  onBack,
  backHandler,
  right,
  titleAs: TitleTag = 'h1',
  sticky = true,
  className,
}: HeaderProps) {
  const t = useTranslations('components.header');
  const router = useRouter();
  const shownTitle = title ?? t('defaultTitle');

  const handleBack = () => goBack(router, { customHandler: onBack, handler: backHandler });

  return (
    <header className={[styles.header, sticky ? styles.sticky : undefined, className].filter(Boolean).join(' ')}>
      <div className={styles.left}>
        {variant === 'back' && (
          <button type="button" className={styles.back} aria-label={t('back')} onClick={handleBack}>
            <BackIcon />
          </button>
        )}
        {variant === 'exit' && (
          <button type="button" className={styles.exit} aria-label={t('exit')} onClick={handleBack}>
            <ExitIcon />
          </button>
        )}
      </div>
      <TitleTag className={styles.title} title={typeof shownTitle === 'string' ? shownTitle : undefined}>
        {shownTitle}
      </TitleTag>
      <div className={styles.right}>{right}</div>
    </header>
  );
}

function BackIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 10 10" shapeRendering="crispEdges" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M5 1h2v1H6v1H5v1h4v2H5v1h1v1h1v1H5V8H4V7H3V6H2V4h1V3h1V2h1z" />
    </svg>
  );
}

function ExitIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 10 10" shapeRendering="crispEdges" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M1 1h2v1h1v1h2V2h1V1h2v2H8v1H7v2h1v1h1v2H7V8H6V7H4v1H3v1H1V7h1V6h1V4H2V3H1z" />
    </svg>
  );
}
