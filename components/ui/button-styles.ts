import { clsx } from 'clsx';

import styles from './button.module.scss';

export type ButtonSize = 'xs' | 's' | 'm' | 'l';
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export type ButtonStyleOptions = {
  size?: ButtonSize;
  variant?: ButtonVariant;
  fullWidth?: boolean;
  /** Pixel style (stepped frame, disabled opacity 0.6); false gives a flat style with 0.4. */
  pixel?: boolean;
  className?: string;
};

/** Class names for something that should look like a button (e.g. a Link). */
export function buttonClassName({
  size = 'm',
  variant = 'primary',
  fullWidth = false,
  pixel = true,
  className,
}: ButtonStyleOptions = {}): string {
  return clsx(
    styles.button,
    styles[`size-${size}`],
    styles[`variant-${variant}`],
    pixel ? styles.pixel : styles.flat,
    fullWidth && styles.fullWidth,
    className,
  );
}
