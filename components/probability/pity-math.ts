import { gradeRank, isItemGrade, type ItemGrade } from '@/lib/items/catalog';
import { RATE_TOTAL_MICROS } from '@/lib/validation/probability';

/** A table's guarantee: an item of `grade` or better on the `after`-th try without one. */
export type Pity = { after: number; grade: ItemGrade };
type Outcome = { id: number; grade: string; rate_micros: number };

/**
 * One outcome of a table under its guarantee, as a Markov chain over the pity counter (tries since
 * the last item of the pity grade or better). On a normal try the outcome comes with its rate; on
 * the guaranteed try the draw is among the pity grade or better only, in proportion to their rates.
 */
export type ChanceModel = {
  /** The outcome's rate on a normal try. */
  p: number;
  /** With a guarantee: the try that is guaranteed (K), and per normal try the chance of a pity-grade
   * item other than the outcome (resets the counter), of neither (counter + 1), and on the guaranteed
   * try the chance of missing the outcome. */
  pity: { after: number; resetMiss: number; carry: number; guaranteedMiss: number } | null;
};

export function chanceModel(outcomes: readonly Outcome[], targetId: number, pity: Pity | null): ChanceModel {
  const target = outcomes.find((o) => o.id === targetId);
  const p = clamp01((target?.rate_micros ?? 0) / RATE_TOTAL_MICROS);
  if (!pity || !target) return { p, pity: null };
  const atPity = (o: Outcome) => isItemGrade(o.grade) && gradeRank(o.grade) <= gradeRank(pity.grade);
  const pool = outcomes.filter(atPity).reduce((sum, o) => sum + o.rate_micros, 0) / RATE_TOTAL_MICROS;
  if (pool <= 0) return { p, pity: null };
  const inPool = atPity(target);
  return {
    p,
    pity: {
      after: pity.after,
      resetMiss: clamp01(pool - (inPool ? p : 0)),
      carry: clamp01(1 - pool - (inPool ? 0 : p)),
      guaranteedMiss: inPool ? clamp01(1 - p / pool) : 1,
    },
  };
}

/**
 * The chance of not having the outcome after each try: yields it after try 1, 2, 3, …
 *
 * The mass still waiting at counter c is what entered counter 0 c tries ago times carry^c, so one
 * try is O(1): entering(t) = (waiting − at K−1) · resetMiss + (at K−1) · guaranteedMiss, and
 * waiting(t) = entering(t) + carry · (waiting − at K−1).
 */
export function* survival(model: ChanceModel): Generator<number, never> {
  const { p, pity } = model;
  if (!pity) {
    for (let t = 1; ; t++) yield Math.exp(t * Math.log1p(-p));
  }
  const { after, resetMiss, carry, guaranteedMiss } = pity;
  const entered: number[] = new Array(after).fill(0);
  const carryToLast = carry ** (after - 1);
  entered[0] = 1;
  let waiting = 1;
  for (let t = 1; ; t++) {
    // entered[t % K] still holds what entered K tries ago: it now waits on the guaranteed try.
    const atLast = (entered[t % after] ?? 0) * carryToLast;
    const fresh = (waiting - atLast) * resetMiss + atLast * guaranteedMiss;
    waiting = fresh + carry * (waiting - atLast);
    entered[t % after] = fresh;
    yield waiting;
  }
}

/** The chance of the outcome at least once within `tries` tries, guarantee counted. */
export function chanceWithin(model: ChanceModel, tries: number): number {
  if (tries <= 0) return 0;
  if (model.p >= 1) return 1;
  // Short of certainty the chance never reads as 1, even where (1 − p)^N underflows; −expm1 keeps
  // tiny rates over many tries precise.
  const almostSure = 1 - Number.EPSILON / 2;
  if (!model.pity) return Math.min(-Math.expm1(tries * Math.log1p(-model.p)), almostSure);
  const left = survival(model);
  let waiting = 1;
  for (let t = 0; t < tries; t++) waiting = left.next().value;
  return waiting > 0 ? Math.min(1 - waiting, almostSure) : 1;
}

// Past this many tries the rest of the curve is taken as geometric: by then the counter's chain has
// long settled, whatever the guarantee (at most 1,000 tries).
const STEPS_MAX = 100_000;

export type ChanceSummary = {
  /** For each asked chance q, the fewest tries that give the outcome with at least q; null for a rate of 0. */
  tries: (number | null)[];
  /** The average number of tries until the outcome first comes; null for a rate of 0. */
  expected: number | null;
};

/** The tries needed for each chance in `qs` (0 < q < 1) and the average tries, in one pass over the curve. */
export function summarise(model: ChanceModel, qs: readonly number[]): ChanceSummary {
  const { p } = model;
  if (p <= 0) return { tries: qs.map(() => null), expected: null };
  if (!model.pity) {
    return {
      tries: qs.map((q) => (p >= 1 ? 1 : Math.max(1, Math.ceil(Math.log1p(-q) / Math.log1p(-p) - 1e-9)))),
      expected: 1 / p,
    };
  }
  const tries: (number | null)[] = qs.map(() => null);
  const left = survival(model);
  let expected = 1;
  let previous = 1;
  for (let t = 1; ; t++) {
    const waiting = left.next().value;
    qs.forEach((q, n) => {
      if (tries[n] === null && 1 - waiting >= q) tries[n] = t;
    });
    if (waiting < 1e-15) return { tries, expected: expected + waiting };
    if (t === STEPS_MAX) {
      const ratio = waiting / previous;
      qs.forEach((q, n) => {
        tries[n] ??= t + Math.ceil(Math.log((1 - q) / waiting) / Math.log(ratio));
      });
      return { tries, expected: expected + waiting / (1 - ratio) };
    }
    expected += waiting;
    previous = waiting;
  }
}

/** The fewest tries that give the outcome with at least chance `q` (0 < q < 1); null for a rate of 0. */
export const triesFor = (model: ChanceModel, q: number) => summarise(model, [q]).tries[0] ?? null;

/** The average number of tries until the outcome first comes (Σ P(not yet after t)); null for a rate of 0. */
export const expectedTries = (model: ChanceModel) => summarise(model, []).expected;

function clamp01(x: number): number {
  return Math.min(Math.max(x, 0), 1);
}
