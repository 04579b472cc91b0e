'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { UserAvatar } from '@/components/people/user-avatar';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RareWarning } from './rare-warning';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Link } from '@/components/ui/link';
import { Skeleton } from '@/components/ui/skeleton';
import { useApiErrorMessage } from '@/lib/api/error-message';
import { ApiError } from '@/lib/api/request';
import {
  tradeDetailOptions,
  tradeGuardOptions,
  useTradeStepMutation,
  useTradeViewerId,
  type TradeDetailDto,
  type TradeEventDto,
  type TradeStep,
} from '@/lib/api/trades';
import { formatDateTime } from '@/lib/dates';
import { useUiStore } from '@/stores/ui-store';
import { DisputeForm } from './dispute-form';
import { ReputationCard, ReviewItem } from './reputation-card';
import { ReviewForm } from './review-form';
import { expectationOf, SideGives, sidesOf, StatusBadge, useTradeReader } from './trade-parts';
import styles from './trades.module.scss';

/**
 * One of the member's trades, read with their token (the page has checked they are signed in).
 * `viewerId`: the member the server page read it for.
 */
export function TradeDetailScreen({ tradeId, viewerId: serverViewerId = null }: { tradeId: number; viewerId?: number | null }) {
  const t = useTranslations('trades.detail');
  const viewerId = useTradeReader(serverViewerId);
  const query = useQuery(tradeDetailOptions(viewerId, tradeId));
  if (query.isPending) return <Skeleton rows={4} variant="list" />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <EmptyState message={t('notFound')}>
          <Link href="/market/trades" className={buttonClassName({ size: 's' })}>
            {t('back')}
          </Link>
        </EmptyState>
      );
    }
    return <ErrorState message={t('loadFailed')} onRetry={() => void query.refetch()} />;
  }
  return <TradeDetail trade={query.data} />;
}

/** Both sides and their lines, what the trade waits for, the viewer's actions, its history and reviews. */
export function TradeDetail({ trade }: { trade: TradeDetailDto }) {
  const t = useTranslations('trades');
  const locale = useLocale();
  const { mine, theirs, counterpart } = sidesOf(trade);
  const name = counterpart.profile.name ?? t('unknownUser');
  const expect = expectationOf(trade);
  const confirmedOf = (side: typeof mine) => (side === 'proposer' ? trade.proposer_confirmed : trade.recipient_confirmed);

  return (
    <div className={styles.detail}>
      <section className={styles.summary} aria-label={t('detail.title', { id: trade.id })}>
        <div className={styles.cardHead}>
          <UserAvatar src={counterpart.profile_image} size={40} />
          <Link href={`/users/${counterpart.uuid}`} className={styles.cardLink}>
            <span className={styles.cardTitle}>{t('list.with', { name })}</span>
          </Link>
          <StatusBadge status={trade.status} />
        </div>
        {expect && (
          <p className={styles.expect} data-kind={expect} role="status">
            {t(`expect.${expect}`)}
          </p>
        )}
        {trade.expires_at && (trade.status === 'proposed' || trade.status === 'accepted') && (
          <p className={styles.muted}>{t('detail.expires', { date: formatDateTime(trade.expires_at, locale) })}</p>
        )}
      </section>

      <div className={styles.sides}>
        <SideGives trade={trade} side={mine} title={t('detail.myGive')} />
        <SideGives trade={trade} side={theirs} title={t('detail.theyGive', { name })} />
      </div>

      {trade.message && (
        <section className={styles.block} aria-label={t('detail.message')}>
          <h3 className={styles.subTitle}>{t('detail.message')}</h3>
          <p className={styles.quote}>{trade.message}</p>
        </section>
      )}

      {(trade.status === 'accepted' || trade.status === 'completed' || trade.status === 'disputed') && (
        <section className={styles.block} aria-label={t('detail.confirmations')}>
          <h3 className={styles.subTitle}>{t('detail.confirmations')}</h3>
          <ul className={styles.confirmations}>
            {[mine, theirs].map((side) => {
              const who = side === mine ? t('detail.me') : name;
              return (
                <li key={side} data-confirmed={confirmedOf(side) || undefined}>
                  {confirmedOf(side) ? t('detail.confirmedBy', { name: who }) : t('detail.notConfirmedBy', { name: who })}
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <TradeActionsPanel trade={trade} />

      <section className={styles.block} aria-labelledby={`timeline-${trade.id}`}>
        <h3 id={`timeline-${trade.id}`} className={styles.subTitle}>
          {t('detail.timeline')}
        </h3>
        <Timeline trade={trade} />
      </section>

      <section className={styles.block} aria-labelledby={`reviews-${trade.id}`}>
        <h3 id={`reviews-${trade.id}`} className={styles.subTitle}>
          {t('detail.reviews')}
        </h3>
        {trade.reviews.length === 0 ? (
          <p className={styles.muted}>{t('detail.noReviews')}</p>
        ) : (
          <ul className={styles.reviews}>
            {trade.reviews.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {trade.viewer_side && <ReputationCard userUuid={counterpart.uuid} title={t('detail.counterpart', { name })} compact />}
    </div>
  );
}

/** The history, oldest first: who did what and when, with the notes (a dispute's reason, an operator's decision). */
export function Timeline({ trade }: { trade: TradeDetailDto }) {
  const t = useTranslations('trades');
  const locale = useLocale();
  const actorName = (event: TradeEventDto) => {
    if (event.actor === 'operator' || event.actor === 'system') return t(`actors.${event.actor}`);
    if (event.actor === trade.viewer_side) return t('detail.me');
    return trade[event.actor].profile.name ?? t(`actors.${event.actor}`);
  };
  const events = [...trade.events].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
  return (
    <ol className={styles.timeline}>
      {events.map((event) => (
        <li key={event.id} className={styles.event} data-action={event.action}>
          <time dateTime={event.created_at} className={styles.eventTime}>
            {formatDateTime(event.created_at, locale)}
          </time>
          <span className={styles.eventText}>
            <span className={styles.actor}>{actorName(event)}</span> {t(`events.${event.action}`)}
          </span>
          {event.note && <p className={styles.eventNote}>{event.note}</p>}
        </li>
      ))}
    </ol>
  );
}

const CONFIRMED_STEPS: readonly TradeStep[] = ['decline', 'cancel', 'confirm'];

/** The buttons the trade's `actions` allow the viewer, each behind a confirmation where it cannot be undone. */
export function TradeActionsPanel({ trade }: { trade: TradeDetailDto }) {
  const t = useTranslations('trades');
  const tPropose = useTranslations('trades.propose');
  const locale = useLocale();
  const errorMessage = useApiErrorMessage();
  const viewerId = useTradeViewerId();
  const id = useId();
  const [asking, setAsking] = useState<TradeStep | null>(null);
  const [disputing, setDisputing] = useState(false);
  const [acknowledged, setAcknowledged] = useState(false);
  const { actions } = trade;

  const step = useTradeStepMutation(trade.id, {
    onSuccess: (_, done) => {
      useUiStore.getState().showToast(t(`detail.done.${done}`));
      setAsking(null);
    },
    onError: (error) => {
      useUiStore.getState().showToast(errorMessage(error, 'trades.detail.failed', { serverMessage: true, refusals: 'trades.refusals.' }));
      setAsking(null);
    },
  });

  // Before accepting: the same guard as before proposing (the freeze after a rename, the rare-item warning).
  const guard = useQuery({
    ...tradeGuardOptions(
      viewerId,
      trade.proposer.uuid,
      trade.lines.map((l) => l.item.id),
    ),
    enabled: actions.accept && viewerId !== null,
  });
  const rare = actions.accept && (guard.data?.rare_warning ?? false);
  // The guard names a freeze only while it lasts.
  const frozen = guard.data?.frozen_until ?? null;

  const any = actions.accept || actions.decline || actions.cancel || actions.confirm || actions.dispute;
  if (!any && !actions.review) return null;

  const run = (s: TradeStep) => (CONFIRMED_STEPS.includes(s) ? setAsking(s) : step.mutate(s));
  const dialog = asking
    ? {
        decline: { title: t('detail.declineTitle'), message: t('detail.declineMessage'), label: t('detail.decline') },
        cancel: { title: t('detail.cancelTitle'), message: t('detail.cancelMessage'), label: t('detail.cancel') },
        confirm: { title: t('detail.confirmTitle'), message: t('detail.confirmMessage'), label: t('detail.confirm') },
        accept: { title: t('detail.accept'), message: '', label: t('detail.accept') },
      }[asking]
    : null;

  return (
    <section className={styles.actionsPanel} aria-labelledby={`${id}-actions`}>
      <h3 id={`${id}-actions`} className="sr-only">
        {t('detail.actionsLabel')}
      </h3>
      {actions.accept && frozen && (
        <p className={styles.blocked} role="alert">
          {tPropose('frozen', { date: formatDateTime(frozen, locale) })}
        </p>
      )}
      {rare && <RareWarning input={{ checked: acknowledged, onChange: (e) => setAcknowledged(e.target.checked) }} />}
      {any && (
        <div className={styles.actionButtons} role="group" aria-label={t('detail.actionsLabel')}>
          {actions.accept && (
            <Button
              size="m"
              loading={step.isPending && step.variables === 'accept'}
              disabled={(rare && !acknowledged) || Boolean(frozen)}
              aria-describedby={rare && !acknowledged ? `${id}-accept-hint` : undefined}
              onClick={() => run('accept')}
            >
              {t('detail.accept')}
            </Button>
          )}
          {actions.confirm && (
            <Button size="m" onClick={() => run('confirm')}>
              {t('detail.confirm')}
            </Button>
          )}
          {actions.decline && (
            <Button size="m" variant="secondary" onClick={() => run('decline')}>
              {t('detail.decline')}
            </Button>
          )}
          {actions.cancel && (
            <Button size="m" variant="secondary" onClick={() => run('cancel')}>
              {t('detail.cancel')}
            </Button>
          )}
          {actions.dispute && !disputing && (
            <Button size="m" variant="danger" onClick={() => setDisputing(true)}>
              {t('detail.dispute')}
            </Button>
          )}
        </div>
      )}
      {rare && !acknowledged && (
        <p id={`${id}-accept-hint`} className={styles.muted}>
          {t('detail.acceptRare')}
        </p>
      )}
      {actions.dispute && disputing && (
        <DisputeForm tradeId={trade.id} onCancel={() => setDisputing(false)} onDone={() => setDisputing(false)} />
      )}
      {actions.review && <ReviewForm tradeId={trade.id} />}
      <ConfirmDialog
        kind="execute"
        requireLogin={false}
        open={dialog !== null}
        loading={step.isPending}
        title={dialog?.title}
        message={dialog?.message}
        confirmLabel={dialog?.label}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          if (asking) step.mutate(asking);
        }}
      />
    </section>
  );
}
