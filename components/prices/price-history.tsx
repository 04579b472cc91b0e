'use client';

import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { priceHistoryOptions, type PriceHistoryDto } from '@/lib/api/prices';
import { PRICE_WINDOWS, type PriceWindowDays } from '@/lib/market/price-limits';
import styles from './prices.module.scss';

// The chart library stays out of the first load of every page that can open an item.
const PriceChart = dynamic(() => import('./price-chart').then((m) => m.PriceChart), {
  ssr: false,
  loading: () => <div className={styles.chartPlaceholder} aria-hidden="true" />,
});

const windowKey = (days: PriceWindowDays) => `d${days}` as const;

/** The item's price history: a window switcher, the daily chart of that window and the figures of every window. */
export function PriceHistory({ itemId }: { itemId: number | null }) {
  const t = useTranslations('prices.history');
  const history = useQuery(priceHistoryOptions(itemId));
  const [days, setDays] = useState<PriceWindowDays>(30);

  let body;
  if (history.data) body = <HistoryBody history={history.data} days={days} />;
  else if (history.isError) body = <ErrorState message={t('loadFailed')} onRetry={() => void history.refetch()} />;
  else
    body = (
      <p className={styles.note} role="status">
        {t('loading')}
      </p>
    );

  return (
    <section className={styles.section} aria-labelledby={`history-${itemId}`}>
      <div className={styles.sectionHead}>
        <h3 id={`history-${itemId}`} className={styles.sectionTitle}>
          {t('title')}
        </h3>
        <div role="group" aria-label={t('windowLabel')} className={styles.windows}>
          {PRICE_WINDOWS.map((d) => (
            <button key={d} type="button" className={styles.windowButton} aria-pressed={d === days} onClick={() => setDays(d)}>
              {t(`windows.${windowKey(d)}`)}
            </button>
          ))}
        </div>
      </div>
      {body}
    </section>
  );
}

function HistoryBody({ history, days }: { history: PriceHistoryDto; days: PriceWindowDays }) {
  const t = useTranslations('prices.history');
  const format = useFormatter();
  const series = history.series.slice(-days);
  const selected = history.windows[windowKey(days)];
  const figure = (v: number | null) => (v === null ? '—' : format.number(v));
  return (
    <>
      {selected.count === 0 ? (
        <p className={styles.empty}>{t('noTrades')}</p>
      ) : (
        <figure className={styles.chart} aria-label={t('chartLabel', { days })} role="img">
          <PriceChart series={series} />
        </figure>
      )}
      <table className={styles.figures}>
        <caption className="sr-only">{t('figuresCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('window')}</th>
            <th scope="col">{t('median')}</th>
            <th scope="col">{t('p25')}</th>
            <th scope="col">{t('p75')}</th>
            <th scope="col">{t('count')}</th>
          </tr>
        </thead>
        <tbody>
          {PRICE_WINDOWS.map((d) => {
            const w = history.windows[windowKey(d)];
            return (
              <tr key={d} aria-current={d === days || undefined}>
                <th scope="row">{t(`windows.${windowKey(d)}`)}</th>
                {w.enough ? (
                  <>
                    <td>{figure(w.median)}</td>
                    <td>{figure(w.p25)}</td>
                    <td>{figure(w.p75)}</td>
                  </>
                ) : (
                  <td colSpan={3} className={styles.notEnough}>
                    {t('notEnough')}
                  </td>
                )}
                <td>{format.number(w.count)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
