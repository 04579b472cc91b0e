'use client';

import { useTranslations } from 'next-intl';
import { GradeBadge } from '@/components/items/item-labels';
import { otherSide, useTradeViewerId, type TradeDto, type TradeSide, type TradeStatus } from '@/lib/api/trades';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import type { UserSummaryDto } from '@/lib/validation/user-summary';
import styles from './trades.module.scss';

// Pieces the member's trade screens and the operators' share: the state badge, one side's share of
// the trade, and what the trade waits for from the viewer.

/**
 * Whose trades a screen reads: until hydration the member the server page rendered for (so the
 * first render shows what the page seeded and matches its HTML), then the browser's own session.
 */
export function useTradeReader(serverViewerId: number | null): number | null {
  const hydrated = useHydrated();
  const viewerId = useTradeViewerId();
  return hydrated ? viewerId : serverViewerId;
}

/** The viewer's side (the proposer when an operator reads it) and the member on the other side. */
export function sidesOf(trade: TradeDto) {
  const mine = trade.viewer_side ?? 'proposer';
  const theirs = otherSide(mine);
  return { mine, theirs, counterpart: trade[theirs] as UserSummaryDto };
}

export type Expectation = 'respond' | 'waitingResponse' | 'confirm' | 'waitingConfirm' | 'disputed' | 'review';

/** What the trade waits for, seen by the viewer; null when nothing does. */
export function expectationOf(trade: TradeDto): Expectation | null {
  const side = trade.viewer_side;
  if (!side) return null;
  const confirmed = side === 'proposer' ? trade.proposer_confirmed : trade.recipient_confirmed;
  switch (trade.status) {
    case 'proposed':
      return trade.actions.accept ? 'respond' : 'waitingResponse';
    case 'accepted':
      return confirmed ? 'waitingConfirm' : 'confirm';
    case 'disputed':
      return 'disputed';
    case 'completed':
      return trade.actions.review ? 'review' : null;
    default:
      return null;
  }
}

const TONE: Record<TradeStatus, 'open' | 'ok' | 'warn' | 'muted'> = {
  proposed: 'open',
  accepted: 'open',
  completed: 'ok',
  disputed: 'warn',
  declined: 'muted',
  cancelled: 'muted',
  expired: 'muted',
};

export function StatusBadge({ status }: { status: TradeStatus }) {
  const t = useTranslations('trades.status');
  return (
    <span className={styles.status} data-tone={TONE[status]}>
      {t(status)}
    </span>
  );
}

/** What one side gives: its item lines and, when it pays them, the gems. */
export function SideGives({ trade, side, title }: { trade: TradeDto; side: TradeSide; title: string }) {
  const t = useTranslations('trades');
  const lines = trade.lines.filter((l) => l.from_side === side);
  const gems = trade.gems > 0 && trade.gems_from === side ? trade.gems : 0;
  return (
    <section className={styles.side} aria-label={title} data-side={side}>
      <h3 className={styles.sideTitle}>{title}</h3>
      {lines.length === 0 && gems === 0 ? (
        <p className={styles.nothing}>{t('detail.nothing')}</p>
      ) : (
        <ul className={styles.lines}>
          {lines.map((line) => (
            <li key={`${line.item.id}-${line.from_side}`} className={styles.line}>
              <img src={line.item.image} alt="" width={32} height={32} className={styles.lineImage} loading="lazy" />
              <span className={styles.lineName}>{line.item.name}</span>
              <GradeBadge grade={line.item.item_rating} />
              <span className={styles.lineCount}>{t('count', { count: line.count })}</span>
            </li>
          ))}
          {gems > 0 && (
            <li className={styles.line} data-gems>
              <span className={styles.gem} aria-hidden="true" />
              <span className={styles.lineName}>{t('gems', { gems })}</span>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
