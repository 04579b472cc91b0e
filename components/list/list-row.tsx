import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-styles';
import styles from './list-row.module.scss';

export type ListRowProps = {
  title: ReactNode;
  caption?: ReactNode;
  /** An element, or an image URL shown as a decorative picture. */
  icon?: ReactNode;
  iconCaption?: ReactNode;
  buttonText?: string;
  /** The button becomes a link. */
  href?: string;
  onButtonClick?: () => void;
  isNew?: boolean;
  disabled?: boolean;
  className?: string;
};

/** Two-line row: icon, title and caption, and an action in a 150 px area. Server-compatible with href. */
export function ListRow({
  title,
  caption,
  icon,
  iconCaption,
  buttonText,
  href,
  onButtonClick,
  isNew = false,
  disabled = false,
  className,
}: ListRowProps) {
  const t = useTranslations('components.listRow');
  const titleId = useId();
  const hasIcon = icon !== undefined && icon !== null;

  let action: ReactNode = null;
  if (buttonText) {
    action =
      href && !disabled ? (
        <Link href={href} className={buttonClassName({ size: 's' })} aria-describedby={titleId}>
          {buttonText}
        </Link>
      ) : (
        <Button size="s" disabled={disabled} onClick={onButtonClick} aria-describedby={titleId}>
          {buttonText}
        </Button>
      );
  }

  return (
    <div className={clsx(styles.row, className)} data-disabled={disabled || undefined} aria-disabled={disabled || undefined}>
      {(hasIcon || iconCaption) && (
        <div className={styles.iconBox}>
          {typeof icon === 'string' ? <img src={icon} alt="" className={styles.iconImage} loading="lazy" decoding="async" /> : icon}
          {iconCaption ? <span className={styles.iconCaption}>{iconCaption}</span> : null}
        </div>
      )}
      <div className={styles.text}>
        <p id={titleId} className={styles.title}>
          <span className={styles.titleText}>{title}</span>
          {isNew && (
            <span className={styles.newDot}>
              <span className="sr-only">{t('new')}</span>
            </span>
          )}
        </p>
        {caption ? <p className={styles.caption}>{caption}</p> : null}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
