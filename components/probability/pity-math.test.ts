import { chanceModel, chanceWithin, expectedTries, survival, triesFor, type Pity } from './pity-math';

// Rates in millionths; the grades decide which outcomes the guarantee draws from.
const outcome = (id: number, grade: string, percent: number) => ({ id, grade, rate_micros: percent * 10_000 });
const close = (value: number | null, expected: number) => expect(value).toBeCloseTo(expected, 10);

describe('without a guarantee', () => {
  const table = [outcome(1, 'S', 10), outcome(2, 'C', 90)];
  const model = chanceModel(table, 1, null);

  it('is 1 − (1 − p)^N', () => {
    close(chanceWithin(model, 1), 0.1);
    close(chanceWithin(model, 2), 0.19);
    close(chanceWithin(model, 10), 1 - 0.9 ** 10);
  });

  it('needs ⌈log(1 − q) / log(1 − p)⌉ tries for chance q, and 1 / p on average', () => {
    // 0.9^6 = 0.531 > 0.5, 0.9^7 = 0.478
    expect(triesFor(model, 0.5)).toBe(7);
    expect(triesFor(model, 0.9)).toBe(22);
    close(expectedTries(model), 10);
  });

  it('has no answer for a rate of 0', () => {
    const never = chanceModel([outcome(1, 'S', 0), outcome(2, 'C', 100)], 1, null);
    expect(triesFor(never, 0.5)).toBeNull();
    expect(expectedTries(never)).toBeNull();
    expect(chanceWithin(never, 100)).toBe(0);
  });
});

describe('with a guarantee', () => {
  it('gives the only item of the pity grade for sure on the guaranteed try', () => {
    const pity: Pity = { after: 2, grade: 'S' };
    const model = chanceModel([outcome(1, 'S', 10), outcome(2, 'C', 90)], 1, pity);
    close(chanceWithin(model, 1), 0.1);
    close(chanceWithin(model, 2), 1);
    // Try 1 with 0.1, else try 2 for sure: 0.1 · 1 + 0.9 · 2.
    close(expectedTries(model), 1.9);
    expect(triesFor(model, 0.99)).toBe(2);
  });

  it('draws the guaranteed try among the pity grade or better, by their rates', () => {
    // K = 3; the outcome (A, 10 %) shares the pity pool with an S item (10 %): on the guaranteed try
    // it comes with 0.1 / 0.2 = 1/2. Worked by hand over the counter's states:
    // after try 1: hit 0.1; counter 0: 0.1 (the S item); counter 1: 0.8
    // after try 2: hit 0.1 + 0.01 + 0.08 = 0.19; counter 0: 0.09, 1: 0.08, 2: 0.64
    // after try 3: 0.19 + 0.009 + 0.008 + 0.64 · 1/2 = 0.527
    const pity: Pity = { after: 3, grade: 'A' };
    const model = chanceModel([outcome(1, 'A', 10), outcome(2, 'S', 10), outcome(3, 'C', 80)], 1, pity);
    close(chanceWithin(model, 1), 0.1);
    close(chanceWithin(model, 2), 0.19);
    close(chanceWithin(model, 3), 0.527);
    expect(triesFor(model, 0.5)).toBe(3);
  });

  it('counts against an outcome below the pity grade: the guaranteed try cannot give it', () => {
    // K = 2; the outcome (C, 50 %) is not in the pool (S, 10 %).
    // try 1: hit 0.5; counter 0: 0.1; counter 1: 0.4. try 2: 0.1 · 0.5 from counter 0, nothing from the guaranteed try.
    const model = chanceModel([outcome(1, 'C', 50), outcome(2, 'S', 10), outcome(3, 'F', 40)], 1, { after: 2, grade: 'S' });
    close(chanceWithin(model, 2), 0.55);
    close(chanceWithin(chanceModel([outcome(1, 'C', 50), outcome(2, 'S', 10), outcome(3, 'F', 40)], 1, null), 2), 0.75);
  });

  it('matches a simulation-free check: the curve never falls and reaches certainty for a pool item', () => {
    const table = [outcome(1, 'SSS', 0.2), outcome(2, 'S', 3), outcome(3, 'B', 96.8)];
    const model = chanceModel(table, 1, { after: 50, grade: 'S' });
    const left = survival(model);
    let previous = 1;
    for (let t = 1; t <= 500; t++) {
      const waiting = left.next().value;
      expect(waiting).toBeLessThanOrEqual(previous + 1e-15);
      previous = waiting;
    }
    // Far better than without the guarantee, and the average is finite and below 1 / p.
    expect(chanceWithin(model, 100)).toBeGreaterThan(chanceWithin(chanceModel(table, 1, null), 100));
    expect(expectedTries(model)!).toBeLessThan(500);
    expect(triesFor(model, 0.99)!).toBeGreaterThan(triesFor(model, 0.9)!);
  });

  it('answers for a rare outcome past millions of tries (the curve’s geometric tail)', () => {
    // 0.0001 % outside a 3 % pool guaranteed every 50th try: the guaranteed tries (under 1 %) cannot
    // give it, so it takes a little longer than without the guarantee.
    const table = [outcome(1, 'C', 0.0001), outcome(2, 'S', 3), outcome(3, 'B', 96.9999)];
    const withPity = chanceModel(table, 1, { after: 50, grade: 'S' });
    const without = chanceModel(table, 1, null);
    const [a, b] = [triesFor(withPity, 0.99)!, triesFor(without, 0.99)!];
    expect(b).toBe(4_605_168);
    expect(a).toBeGreaterThan(b);
    expect(a / b).toBeLessThan(1.02);
    expect(expectedTries(withPity)! / expectedTries(without)!).toBeCloseTo(a / b, 3);
  });

  it('ignores a guarantee whose grade the table does not have', () => {
    const model = chanceModel([outcome(1, 'B', 10), outcome(2, 'C', 90)], 1, { after: 5, grade: 'SSS' });
    expect(model.pity).toBeNull();
  });
});
