import { useTranslations } from 'next-intl';
import { formatRatePercent } from '@/lib/validation/probability';
import styles from './rate-diff-table.module.scss';

export type RateDiffRow = { key: string; name: string; grade: string; from: number | null; to: number | null };

const rate = (micros: number | null) => (micros === null ? '—' : `${formatRatePercent(micros, { fixed: true })}%`);

/** Two versions' rates side by side, outcome by outcome, with the change in points (▲ up, ▼ down). */
export function RateDiffTable({
  rows,
  fromLabel,
  toLabel,
  caption,
}: {
  rows: RateDiffRow[];
  fromLabel: string;
  toLabel: string;
  caption?: string;
}) {
  const t = useTranslations('support.probability.ledger');
  return (
    <table className={styles.table}>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead>
        <tr>
          <th scope="col">{t('outcome')}</th>
          <th scope="col">{fromLabel}</th>
          <th scope="col">{toLabel}</th>
          <th scope="col">{t('change')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const delta = (row.to ?? 0) - (row.from ?? 0);
          const trend = delta > 0 ? 'up' : delta < 0 ? 'down' : 'same';
          return (
            <tr key={row.key} data-trend={trend}>
              <th scope="row">
                {row.name} · {row.grade}
              </th>
              <td>{rate(row.from)}</td>
              <td>{rate(row.to)}</td>
              <td>{trend === 'same' ? t('unchanged') : t(trend, { points: formatRatePercent(Math.abs(delta), { fixed: true }) })}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
