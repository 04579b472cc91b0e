import type { CSSProperties } from 'react';
import { useTranslations } from 'next-intl';
import { gradeColor } from '@/lib/items/catalog';
import styles from './grade-badge.module.scss';

/** An item grade with its suffix, in the catalogue's colour (S family red, A purple, B blue, C green, F gray). Server-compatible. */
export function GradeBadge({ grade }: { grade: string }) {
  const t = useTranslations('shared.item');
  return (
    <span className={styles.badge} data-grade={grade} style={{ '--grade-color': gradeColor(grade) } as CSSProperties}>
      {t('grade', { grade })}
    </span>
  );
}
