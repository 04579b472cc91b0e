'use client';

import { clsx } from 'clsx';
import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { formatRatePercent, type ProbabilityOutcome } from '@/lib/validation/probability';
import { GradeBadge } from './grade-badge';
import { filterOutcomes } from './outcome-math';
import { FilterBox } from './filter-box';
import styles from './outcome-table.module.scss';

type Props = { outcomes: ProbabilityOutcome[]; totalMicros: number };

/** Every outcome of a table with its rate to 4 decimals and the 100 % total; searchable by text and number. */
export function OutcomeTable({ outcomes, totalMicros }: Props) {
  const t = useTranslations('support.probability');
  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterOutcomes(outcomes, query), [outcomes, query]);
  const percent = (micros: number) => t('rateValue', { rate: formatRatePercent(micros, { fixed: true }) });

  return (
    <div className={styles.wrap}>
      <FilterBox label={t('outcomeSearchLabel')} placeholder={t('outcomeSearchPlaceholder')} value={query} onChange={setQuery} />
      <p className={styles.count} aria-live="polite">
        {t('outcomeCount', { shown: shown.length, total: outcomes.length })}
      </p>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className="sr-only">{t('outcomes')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('item')}</th>
              <th scope="col" className={styles.center}>
                {t('grade')}
              </th>
              <th scope="col" className={styles.number}>
                {t('quantity')}
              </th>
              <th scope="col" className={styles.number}>
                {t('rate')}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((o) => (
              <tr key={o.id}>
                <th scope="row" className={styles.itemCell}>
                  <span className={styles.item}>
                    {o.image ? (
                      <img src={o.image} alt="" width={32} height={32} className={styles.image} loading="lazy" decoding="async" />
                    ) : (
                      <span className={styles.noImage} aria-hidden="true" />
                    )}
                    <span className={styles.name}>{o.name}</span>
                  </span>
                </th>
                <td className={styles.center}>
                  <GradeBadge grade={o.grade} />
                </td>
                <td className={styles.number}>{t('quantityValue', { count: o.quantity })}</td>
                <td className={clsx(styles.number, styles.rate)}>{percent(o.rate_micros)}</td>
              </tr>
            ))}
            {shown.length === 0 && (
              <tr>
                <td colSpan={4} className={styles.empty}>
                  {t('noResults')}
                </td>
              </tr>
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t('total')}
              </th>
              <td className={clsx(styles.number, styles.rate)}>{percent(totalMicros)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
