import { useTranslations } from 'next-intl';
import styles from './post-views.module.scss';

/** Rank medal and ranking score of contest and ranking posts. */
export function RankBadge({ rank, score, label }: { rank: number | null; score: number; label: string }) {
  const t = useTranslations('community.detail');
  const medal = rank !== null && rank <= 3 ? rank : undefined;
  return (
    <div className={styles.rankCard}>
      <span className={styles.medal} data-medal={medal}>
        {rank !== null ? t('rank', { rank }) : t('unranked')}
      </span>
      <span className={styles.rankText}>
        <span className={styles.rankLabel}>{label}</span>
        <span className={styles.rankScore}>{t('rankingScore', { score })}</span>
      </span>
    </div>
  );
}
