'use client';

import { clsx } from 'clsx';
import { useCallback, useState, type ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { CARD_IMAGE_DEFAULT_RATIO } from '@/lib/constants';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-styles';
import styles from './card-row.module.scss';

export type CardRowProps = {
  title: ReactNode;
  caption?: ReactNode;
  imageSrc?: string;
  /** Empty by default: the title already says what the card is. */
  imageAlt?: string;
  buttonText?: string;
  href?: string;
  onButtonClick?: () => void;
  disabled?: boolean;
  /** Height / width used until the image reports its natural size. */
  defaultRatio?: number;
  className?: string;
  /** The title's heading level, so the card fits the page's outline (h1 → h2 → h3). */
  headingLevel?: 2 | 3;
};

/** Card row with an image whose height follows its natural aspect ratio. */
export function CardRow({
  title,
  caption,
  imageSrc,
  imageAlt = '',
  buttonText,
  href,
  onButtonClick,
  disabled = false,
  defaultRatio = CARD_IMAGE_DEFAULT_RATIO,
  className,
  headingLevel = 3,
}: CardRowProps) {
  const [ratio, setRatio] = useState(defaultRatio);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const measure = useCallback((img: HTMLImageElement | null) => {
    if (img && img.complete && img.naturalWidth > 0) setRatio(img.naturalHeight / img.naturalWidth);
  }, []);

  let action: ReactNode = null;
  if (buttonText) {
    action =
      href && !disabled ? (
        <Link href={href} className={buttonClassName({ size: 's' })}>
          {buttonText}
        </Link>
      ) : (
        <Button size="s" disabled={disabled} onClick={onButtonClick}>
          {buttonText}
        </Button>
      );
  }

  return (
    <article className={clsx(styles.card, className)} data-disabled={disabled || undefined}>
      {imageSrc && (
        <div className={styles.media} style={{ paddingTop: `${ratio * 100}%` }} data-testid="card-media">
          <img
            ref={measure}
            src={imageSrc}
            alt={imageAlt}
            className={styles.image}
            loading="lazy"
            decoding="async"
            onLoad={(e) => measure(e.currentTarget)}
          />
        </div>
      )}
      <div className={styles.body}>
        <div className={styles.text}>
          <Heading className={styles.title}>{title}</Heading>
          {caption ? <p className={styles.caption}>{caption}</p> : null}
        </div>
        {action}
      </div>
    </article>
  );
}
