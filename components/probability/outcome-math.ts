import { RATE_TOTAL_MICROS, formatRatePercent, type ProbabilityOutcome } from '@/lib/validation/probability';
import { normaliseSearch } from './list-filter';

export const TRIES_MIN = 1;
export const TRIES_MAX = 10_000;

/** A number the person typed ("0.5", "0.5%", "３"), or null when the query is not one. */
export function parseNumberQuery(query: string): number | null {
  const text = query.normalize('NFKC').trim().replace(/%$/, '').trim();
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(text)) return null;
  return Number(text);
}

/**
 * Search of a table's outcomes. Text matches the item name or grade. A number also matches an
 * outcome whose rate (in %) or quantity equals it, or whose rate as shown begins with it:
 * "0.5" finds 0.5 % (shown 0.5000 %), "3" finds quantity 3 and rates of 3 % or 36 %.
 */
export function filterOutcomes(outcomes: readonly ProbabilityOutcome[], query: string): ProbabilityOutcome[] {
  const text = normaliseSearch(query);
  if (!text) return [...outcomes];
  const number = parseNumberQuery(query);
  const typed = query.normalize('NFKC').trim().replace(/%$/, '').trim();
  return outcomes.filter((o) => {
    if (normaliseSearch(o.name).includes(text) || normaliseSearch(o.grade) === text) return true;
    if (number === null) return false;
    const rate = o.rate_micros / (RATE_TOTAL_MICROS / 100);
    return (
      o.quantity === number ||
      Math.abs(rate - number) < 1e-9 ||
      formatRatePercent(o.rate_micros).startsWith(typed) ||
      formatRatePercent(o.rate_micros, { fixed: true }).startsWith(typed)
    );
  });
}

/** Tries typed into the calculator: a whole number from 1 to 10,000, else null. */
export function parseTries(value: string): number | null {
  const text = value.normalize('NFKC').trim().replaceAll(',', '');
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= TRIES_MIN && n <= TRIES_MAX ? n : null;
}

/**
 * A fraction as a percentage with 4 decimals, rounded to nearest; a chance short of certainty
 * never reads as 100 % (0.999999999 → "99.9999"), nor a possible one as 0 %.
 */
export function formatChancePercent(fraction: number): string {
  let micros = Math.round(Math.min(Math.max(fraction, 0), 1) * RATE_TOTAL_MICROS);
  if (fraction < 1 && micros >= RATE_TOTAL_MICROS) micros = RATE_TOTAL_MICROS - 1;
  if (fraction > 0 && micros <= 0) micros = 1;
  return formatRatePercent(micros, { fixed: true });
}
