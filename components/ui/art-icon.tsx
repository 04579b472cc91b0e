import { clsx } from 'clsx';
import styles from './art-icon.module.scss';

/** The interface icons `npm run art` draws into public/art/ui: pixel art on a 12 × 12 grid, saved at 24 × 24. */
export const ART_ICONS = ['pin', 'hot', 'sharing', 'mentoring', 'wanted', 'sale', 'all'] as const;

export type ArtIconName = (typeof ART_ICONS)[number];

export type ArtIconProps = {
  name: ArtIconName;
  /** CSS pixels; a multiple of 12 keeps every grid cell the same size. */
  size?: number;
  /** Left empty, the icon is decorative and hidden from assistive technology. */
  alt?: string;
  className?: string;
};

/** A pixel-art interface icon, kept crisp when scaled. Server-compatible. */
export function ArtIcon({ name, size = 24, alt = '', className }: ArtIconProps) {
  return (
    <img
      src={`/art/ui/${name}.png`}
      alt={alt}
      aria-hidden={alt ? undefined : true}
      width={size}
      height={size}
      decoding="async"
      className={clsx(styles.icon, className)}
    />
  );
}
