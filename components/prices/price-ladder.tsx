'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ladderOptions, type LadderDto } from '@/lib/api/prices';
import { useLiveFrames } from '@/lib/live/use-live';
import styles from './prices.module.scss';

type Side = 'sell' | 'buy';

/**
 * The item's open offers, Steam-style: sell offers cheapest first beside buy offers highest first,
 * each level with its price, offers and pieces. Read again when the live stream says the item's
 * offers changed, or every few seconds while `active` when the stream is not open.
 */
export function PriceLadder({ itemId, active = true }: { itemId: number | null; active?: boolean }) {
  const t = useTranslations('prices.ladder');
  const options = ladderOptions(itemId);
  const ladder = useQuery({ ...options, enabled: options.enabled && active });
  const queryClient = useQueryClient();
  useLiveFrames(active && itemId ? `item:${itemId}` : null, (frame) => {
    if (frame.kind === 'reset' || (frame.kind === 'ladder' && Number(frame.data.item_id) === itemId))
      void queryClient.invalidateQueries({ queryKey: options.queryKey });
  });

  let body;
  if (ladder.data) body = <LadderTables ladder={ladder.data} />;
  else if (ladder.isError) body = <ErrorState message={t('loadFailed')} onRetry={() => void ladder.refetch()} />;
  else body = <Skeleton rows={3} variant="list" />;

  return (
    <section className={styles.section} aria-labelledby={`ladder-${itemId}`}>
      <div className={styles.sectionHead}>
        <h3 id={`ladder-${itemId}`} className={styles.sectionTitle}>
          {t('title')}
        </h3>
        <span className={styles.live}>
          <span className={styles.liveDot} aria-hidden="true" />
          {t('live')}
        </span>
      </div>
      {body}
    </section>
  );
}

function LadderTables({ ladder }: { ladder: LadderDto }) {
  const t = useTranslations('prices.ladder');
  const empty = ladder.sell.length === 0 && ladder.buy.length === 0;
  return (
    <>
      {empty ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <div className={styles.ladder}>
          <LadderSide side="sell" levels={ladder.sell} />
          <LadderSide side="buy" levels={ladder.buy} />
        </div>
      )}
      {(ladder.unpriced.sell > 0 || ladder.unpriced.buy > 0) && <p className={styles.note}>{t('unpriced', ladder.unpriced)}</p>}
    </>
  );
}

function LadderSide({ side, levels }: { side: Side; levels: LadderDto['sell'] }) {
  const t = useTranslations('prices.ladder');
  const format = useFormatter();
  return (
    <table className={styles.ladderTable} data-side={side}>
      <caption className={styles.ladderCaption}>
        <span aria-hidden="true">{t(side)}</span>
        <span className="sr-only">{t(side === 'sell' ? 'sellCaption' : 'buyCaption')}</span>
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('price')}</th>
          <th scope="col">{t('offers')}</th>
          <th scope="col">{t('count')}</th>
        </tr>
      </thead>
      <tbody>
        {levels.length === 0 ? (
          <tr>
            <td colSpan={3} className={styles.none}>
              —
            </td>
          </tr>
        ) : (
          levels.map((level) => (
            <tr key={level.price}>
              <th scope="row" className={styles.levelPrice}>
                {format.number(level.price)}
              </th>
              <td>{format.number(level.offers)}</td>
              <td>{format.number(level.count)}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
