'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ReportModal } from '@/components/people/report-modal';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { reputationOptions, type ReputationDto, type TradeReviewDto } from '@/lib/api/trades';
import { formatYmd } from '@/lib/dates';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useRequireLogin } from '@/lib/hooks/use-require-login';
import { useUserStore } from '@/stores/user-store';
import styles from './trades.module.scss';

/** The reputation figures: completed trades, positive share and disputes. */
export function ReputationFigures({ data }: { data: ReputationDto }) {
  const t = useTranslations('trades.reputation');
  const share = data.positive_share === null ? t('noShare') : t('share', { percent: Math.round(data.positive_share * 100) });
  return (
    <>
      <dl className={styles.figures}>
        <div>
          <dt>{t('completed')}</dt>
          <dd>{t('completedCount', { count: data.completed })}</dd>
        </div>
        <div>
          <dt>{t('positiveShare')}</dt>
          <dd>{share}</dd>
        </div>
        <div>
          <dt>{t('disputes')}</dt>
          <dd>{data.disputes}</dd>
        </div>
      </dl>
      {data.positive + data.neutral + data.negative > 0 && (
        <p className={styles.breakdown}>{t('breakdown', { positive: data.positive, neutral: data.neutral, negative: data.negative })}</p>
      )}
    </>
  );
}

/** One review: who wrote it, the rating, the comment and when. */
export function ReviewItem({ review, onReport }: { review: TradeReviewDto; onReport?: (review: TradeReviewDto) => void }) {
  const t = useTranslations('trades');
  const locale = useLocale();
  const name = review.reviewer.profile.name ?? t('unknownUser');
  return (
    <article className={styles.review}>
      <div className={styles.reviewHead}>
        <span className={styles.rating} data-rating={review.rating}>
          {t(`ratings.${review.rating}`)}
        </span>
        <span className={styles.reviewer}>{t('reputation.by', { name })}</span>
        <time dateTime={review.created_at} className={styles.reviewDate}>
          {formatYmd(review.created_at, locale)}
        </time>
      </div>
      {review.comment && <p className={styles.reviewText}>{review.comment}</p>}
      {onReport && (
        <Button
          size="xs"
          variant="ghost"
          className={styles.reviewReport}
          onClick={() => onReport(review)}
          aria-label={t('reputation.reportOf', { name })}
        >
          {t('reputation.report')}
        </Button>
      )}
    </article>
  );
}

/**
 * A member's trade reputation on their profile: the figures and the latest visible reviews, each
 * with a report action (`trade_review`). `compact` shows only the figures (the counterpart on a trade).
 */
export function ReputationCard({ userUuid, title, compact = false }: { userUuid: string; title?: string; compact?: boolean }) {
  const t = useTranslations('trades.reputation');
  const headingId = useId();
  const hydrated = useHydrated();
  const ownUuid = useUserStore((s) => s.user?.uuid ?? null);
  const requireLogin = useRequireLogin();
  const [reporting, setReporting] = useState<TradeReviewDto | null>(null);
  const query = useQuery(reputationOptions(userUuid));

  const report = (review: TradeReviewDto) => requireLogin(() => setReporting(review));
  const mayReport = (review: TradeReviewDto) => !hydrated || review.reviewer.uuid !== ownUuid;

  return (
    <section className={compact ? styles.reputationCompact : styles.reputation} aria-labelledby={headingId} data-testid="reputation">
      <h2 id={headingId} className={styles.reputationTitle}>
        {title ?? t('title')}
      </h2>
      {query.isPending ? (
        <Skeleton rows={1} variant="list" />
      ) : query.isError ? (
        <ErrorState message={t('loadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <ReputationFigures data={query.data} />
          {query.data.completed === 0 && <p className={styles.muted}>{t('empty')}</p>}
          {!compact && (
            <>
              <h3 className={styles.subTitle}>{t('latest')}</h3>
              {query.data.reviews.length === 0 ? (
                <p className={styles.muted}>{t('noReviews')}</p>
              ) : (
                <ul className={styles.reviews}>
                  {query.data.reviews.map((review) => (
                    <li key={review.id}>
                      <ReviewItem review={review} onReport={mayReport(review) ? report : undefined} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </>
      )}
      {reporting && <ReportModal open onClose={() => setReporting(null)} target={{ type: 'trade_review', id: reporting.id }} />}
    </section>
  );
}
