import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { ITEM_COUNT_BADGE_MIN } from '@/lib/constants';
import { gradeColor, gradeFamily, itemTypeLabel } from '@/lib/items/catalog';
import styles from './item-labels.module.scss';

// The spec's small item labels, usable from server and client components alike.

/** The translated label of an item type (hat, eyes, lowerFace, … — shared.itemType.*). */
export function useItemTypeLabel(): (itemType: string) => string {
  const t = useTranslations('shared.itemType');
  return (itemType) => t(itemTypeLabel(itemType));
}

export type GradeBadgeProps = { grade: string; className?: string };

/** A grade with its suffix ("SSS등급" / "SSS 級"), coloured by family: S red, A purple, B blue, C green, F gray. */
export function GradeBadge({ grade, className }: GradeBadgeProps) {
  const t = useTranslations('shared.item');
  return (
    <span
      className={clsx(styles.grade, className)}
      data-family={gradeFamily(grade)}
      style={{ ['--grade-color' as string]: gradeColor(grade) }}
    >
      {t('grade', { grade })}
    </span>
  );
}

export type CountBadgeProps = { count: number; className?: string };

/** "×3": shown only when the count is above 1. */
export function CountBadge({ count, className }: CountBadgeProps) {
  const t = useTranslations('shared.item');
  if (!(count >= ITEM_COUNT_BADGE_MIN)) return null;
  return (
    <span className={clsx(styles.count, className)} aria-label={t('count', { count })}>
      ×{count}
    </span>
  );
}

export type ItemTypeTagProps = { itemType: string; className?: string };

export function ItemTypeTag({ itemType, className }: ItemTypeTagProps) {
  const label = useItemTypeLabel();
  return <span className={clsx(styles.type, className)}>{label(itemType)}</span>;
}

export type PriceProps = { price: number; className?: string };

/** The price in gems (shared.item.price), with a pixel gem. */
export function Price({ price, className }: PriceProps) {
  const t = useTranslations('shared.item');
  return (
    <span className={clsx(styles.price, className)}>
      <GemIcon />
      {t('price', { price })}
    </span>
  );
}

function GemIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 6 6" shapeRendering="crispEdges" aria-hidden="true" focusable="false" className={styles.gem}>
      <path fill="#2a9fd8" d="M1 0h4v1h1v2H5v1H4v1H2V4H1V3H0V1h1z" />
      <path fill="#bdf0ff" d="M1 1h2v1H1z" />
      <path fill="#176a94" d="M3 3h2v1H4v1H3z" />
    </svg>
  );
}
