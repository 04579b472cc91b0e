import { clsx } from 'clsx';
import styles from './people.module.scss';

export const DEFAULT_AVATAR = '/art/slime/base.png';

export type UserAvatarProps = {
  src: string | null | undefined;
  size?: number;
  alt?: string;
  className?: string;
  /** Load at once (a picture above the fold) instead of when scrolled near. */
  eager?: boolean;
};

/** A member's picture, or the default slime. Pixel art stays crisp; photos are smoothed. Server-compatible. */
export function UserAvatar({ src, size = 40, alt = '', className, eager = false }: UserAvatarProps) {
  const image = src || DEFAULT_AVATAR;
  const isArt = image.startsWith('/art/');
  return (
    // Our own uploads and art at small fixed sizes: no resizing service needed.
    <img
      src={image}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={clsx(styles.avatar, isArt && styles.pixelated, className)}
      style={{ width: size, height: size }}
    />
  );
}
