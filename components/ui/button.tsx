'use client';

import type { ComponentProps, MouseEvent } from 'react';
import { Spinner } from './spinner';
import { buttonClassName, type ButtonStyleOptions } from './button-styles';
import styles from './button.module.scss';

export type { ButtonSize, ButtonStyleOptions, ButtonVariant } from './button-styles';

export type ButtonProps = ComponentProps<'button'> &
  ButtonStyleOptions & {
    loading?: boolean;
  };

export function Button({
  size,
  variant,
  fullWidth,
  pixel,
  className,
  loading = false,
  disabled,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  // While loading the button keeps focus (aria-disabled, not disabled) but swallows clicks,
  // including the implicit form submit of type="submit".
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      className={buttonClassName({ size, variant, fullWidth, pixel, className })}
      onClick={handleClick}
    >
      <span className={styles.label}>{children}</span>
      {loading && (
        <span className={styles.spinner}>
          <Spinner size={size === 'xs' || size === 's' ? 12 : 16} />
        </span>
      )}
    </button>
  );
}
