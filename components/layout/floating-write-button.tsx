import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { PixelIcon } from '@/components/ui/pixel-icon';
import styles from './floating-write-button.module.scss';

export type FloatingWriteButtonProps = {
  href?: string;
  /** Red dot for something new. */
  showNewDot?: boolean;
  /** Replaces the write-paper icon. */
  icon?: ReactNode;
  /** Replaces the translated "write" label. */
  label?: string;
  className?: string;
};

/** Floating link above the bottom bar, inside the 500 px column; place it after the page's content. Server-compatible. */
export function FloatingWriteButton({ href = '/community/write', showNewDot = false, icon, label, className }: FloatingWriteButtonProps) {
  const t = useTranslations('components.write');
  const name = label ?? t('label');
  return (
    <>
      <div className={styles.clearance} aria-hidden="true" />
      <div className={styles.anchor}>
        <Link href={href} className={clsx(styles.button, className)} aria-label={showNewDot ? `${name}, ${t('new')}` : name}>
          {icon ?? <PixelIcon name="write" size={28} />}
          {showNewDot && <span className={styles.dot} aria-hidden="true" />}
        </Link>
      </div>
    </>
  );
}
