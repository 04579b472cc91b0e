import { clsx } from 'clsx';
import type { CSSProperties } from 'react';
import { badgeColour, badgeInk } from './badge-ink';
import styles from './people.module.scss';

export type BadgeChipProps = {
  title: string;
  hexCode: string;
  size?: 's' | 'm';
  /** Greyed out (a catalogue badge the reader does not own). */
  muted?: boolean;
  className?: string;
};

/** A badge's title on its colour. Server-compatible. */
export function BadgeChip({ title, hexCode, size = 's', muted = false, className }: BadgeChipProps) {
  const colour = badgeColour(hexCode);
  const ink = colour ? badgeInk(colour) : null;
  const style = ink ? ({ '--badge-bg': ink.bg, '--badge-ink': ink.ink } as CSSProperties) : undefined;
  return (
    <span className={clsx(styles.badgeChip, className)} data-size={size} data-muted={muted || undefined} style={style}>
      {title}
    </span>
  );
}
