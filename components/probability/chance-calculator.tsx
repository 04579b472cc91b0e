'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Input } from '@/components/ui/input';
import { formatRatePercent, type ProbabilityOutcome } from '@/lib/validation/probability';
import { TRIES_MAX, averageTries, chanceOfAtLeastOne, formatChancePercent, parseTries } from './outcome-math';
import styles from './chance-calculator.module.scss';

const DEFAULT_TRIES = '10';

/** "Chance of at least one within N tries" for any outcome of the table: 1 − (1 − p)^N. */
export function ChanceCalculator({ outcomes }: { outcomes: ProbabilityOutcome[] }) {
  const t = useTranslations('support.probability.calculator');
  const selectId = useId();
  // The rarest outcome is the one people ask about.
  const rarest = outcomes.reduce<ProbabilityOutcome | undefined>(
    (min, o) => (!min || o.rate_micros < min.rate_micros ? o : min),
    undefined,
  );
  const [outcomeId, setOutcomeId] = useState(rarest?.id);
  const [tries, setTries] = useState(DEFAULT_TRIES);

  const outcome = outcomes.find((o) => o.id === outcomeId) ?? rarest;
  if (!outcome) return null;
  const n = parseTries(tries);
  const average = averageTries(outcome.rate_micros);

  return (
    <form className={styles.calculator} onSubmit={(event) => event.preventDefault()}>
      <div className={styles.field}>
        <label htmlFor={selectId} className={styles.label}>
          {t('outcomeLabel')}
        </label>
        <select id={selectId} className={styles.select} value={outcome.id} onChange={(event) => setOutcomeId(Number(event.target.value))}>
          {outcomes.map((o) => (
            <option key={o.id} value={o.id}>
              {t('option', { name: o.name, rate: formatRatePercent(o.rate_micros, { fixed: true }) })}
            </option>
          ))}
        </select>
      </div>
      <Input
        label={t('triesLabel')}
        placeholder={t('triesPlaceholder')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={tries}
        onChange={(event) => setTries(event.target.value)}
        error={n === null ? t('triesError', { max: TRIES_MAX }) : undefined}
      />
      <output className={styles.result} aria-live="polite">
        {n !== null ? (
          <>
            <span className={styles.question}>{t('atLeastOne', { n, name: outcome.name })}</span>
            <strong className={styles.chance}>
              {t('result', { chance: formatChancePercent(chanceOfAtLeastOne(outcome.rate_micros, n)) })}
            </strong>
          </>
        ) : (
          <span className={styles.question}>—</span>
        )}
      </output>
      {average !== null && <p className={styles.average}>{t('average', { count: average })}</p>}
      <p className={styles.notice}>{t('notice')}</p>
    </form>
  );
}
