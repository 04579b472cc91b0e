import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { ArtIcon, type ArtIconName } from '@/components/ui/art-icon';
import styles from './title-row.module.scss';

export type TitleRowProps = {
  title: ReactNode;
  /** A decorative pixel-art icon before the title. */
  icon?: ArtIconName;
  /** Shows a "more" link when given. */
  moreHref?: string;
  moreLabel?: string;
  as?: 'h2' | 'h3';
  /** Id of the heading, for a section's aria-labelledby. */
  id?: string;
  className?: string;
};

/** Section title of the community pages with an optional "more" link. Server-compatible. */
export function TitleRow({ title, icon, moreHref, moreLabel, as: Heading = 'h2', id, className }: TitleRowProps) {
  const t = useTranslations('components.titleRow');
  const visible = moreLabel ?? t('more');
  // Many sections share "more": the name says which one and still contains the visible word.
  const accessibleName = typeof title === 'string' && !moreLabel ? t('moreAbout', { title }) : undefined;

  return (
    <div className={clsx(styles.row, className)}>
      <Heading id={id} className={styles.title}>
        {icon && <ArtIcon name={icon} className={styles.icon} />}
        {title}
      </Heading>
      {moreHref && (
        <Link href={moreHref} className={styles.more} aria-label={accessibleName}>
          {visible}
          <svg width="10" height="10" viewBox="0 0 5 5" shapeRendering="crispEdges" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M1 0h1v1h1v1h1v1H3v1H2v1H1V4h1V3h1V2H2V1H1z" />
          </svg>
        </Link>
      )}
    </div>
  );
}
