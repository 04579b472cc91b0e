'use client';

import { useId, useMemo, useState } from 'react';
import { josa } from 'es-hangul';
import { useLocale, useTranslations } from 'next-intl';
import { Input } from '@/components/ui/input';
import { formatRatePercent, type ProbabilityOutcome } from '@/lib/validation/probability';
import { TRIES_MAX, formatChancePercent, parseTries } from './outcome-math';
import { chanceModel, chanceWithin, summarise, type Pity } from './pity-math';
import styles from './chance-calculator.module.scss';

const DEFAULT_TRIES = '10';
const MILESTONES = [0.5, 0.9, 0.99] as const;

type ChanceCalculatorProps = {
  outcomes: ProbabilityOutcome[];
  /** The table's guarantee, counted exactly (pity-math.ts); without one every try is alike. */
  pity?: Pity | null;
  /** The price of one try in gems, for the costs. */
  priceGems?: number | null;
};

/**
 * "Chance of at least one within N tries" for any outcome of the table, the tries needed for 50, 90
 * and 99 %, and the average tries (and gems), the table's guarantee counted.
 */
export function ChanceCalculator({ outcomes, pity = null, priceGems = null }: ChanceCalculatorProps) {
  const t = useTranslations('support.probability.calculator');
  const locale = useLocale();
  const selectId = useId();
  // The rarest outcome is the one people ask about.
  const rarest = outcomes.reduce<ProbabilityOutcome | undefined>(
    (min, o) => (!min || o.rate_micros < min.rate_micros ? o : min),
    undefined,
  );
  const [outcomeId, setOutcomeId] = useState(rarest?.id);
  const [tries, setTries] = useState(DEFAULT_TRIES);

  const outcome = outcomes.find((o) => o.id === outcomeId) ?? rarest;
  const model = useMemo(() => (outcome ? chanceModel(outcomes, outcome.id, pity) : null), [outcomes, outcome, pity]);
  const summary = useMemo(() => (model ? summarise(model, MILESTONES) : null), [model]);
  if (!outcome || !model || !summary) return null;
  const n = parseTries(tries);
  const counted = model.pity !== null;
  // Shown to one decimal; its cost is the cost of the number shown.
  const average = summary.expected === null ? null : Math.round(summary.expected * 10) / 10;
  const gems = (tries: number) => t('gems', { count: Math.round(tries * (priceGems ?? 0)) });

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
            <strong className={styles.chance}>{t('result', { chance: formatChancePercent(chanceWithin(model, n)) })}</strong>
            {priceGems && <span className={styles.question}>{t('costOf', { cost: gems(n) })}</span>}
          </>
        ) : (
          <span className={styles.question}>—</span>
        )}
      </output>
      {average !== null && (
        <>
          <table className={styles.milestones}>
            <caption className={styles.caption}>
              {t('milestonesTitle', { subject: locale === 'ko' ? josa(outcome.name, '이/가') : outcome.name })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('chanceColumn')}</th>
                <th scope="col">{t('triesColumn')}</th>
                {priceGems && <th scope="col">{t('costColumn')}</th>}
              </tr>
            </thead>
            <tbody>
              {MILESTONES.map((q, k) => {
                const count = summary.tries[k];
                return (
                  count != null && (
                    <tr key={q}>
                      <th scope="row">{t('chanceValue', { percent: q * 100 })}</th>
                      <td>{t('triesValue', { count })}</td>
                      {priceGems && <td>{gems(count)}</td>}
                    </tr>
                  )
                );
              })}
            </tbody>
          </table>
          <p className={styles.average}>
            {t('expected', { count: average })}
            {priceGems && ` · ${t('costOf', { cost: gems(average) })}`}
          </p>
        </>
      )}
      <p className={styles.notice}>{counted && pity ? t('noticePity', { after: pity.after, grade: pity.grade }) : t('notice')}</p>
    </form>
  );
}
