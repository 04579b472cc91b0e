import { outcome } from '@/test/probability';
import { filterOutcomes, formatChancePercent, parseNumberQuery, parseTries } from './outcome-math';
import { chanceModel, chanceWithin, expectedTries } from './pity-math';

// A table without a guarantee: every try alike.
const plain = (rateMicros: number) => chanceModel([{ id: 1, grade: 'A', rate_micros: rateMicros }], 1, null);
const chanceOfAtLeastOne = (rateMicros: number, tries: number) => chanceWithin(plain(rateMicros), tries);

const outcomes = [
  outcome(1, '은하수 슬라임', 'SSS', 5_000),
  outcome(2, '황금 알', 'S', 15_000),
  outcome(3, '경험치 구슬(대)', 'B', 200_000, 3),
  outcome(4, '경험치 구슬(소)', 'C', 300_000, 10),
  outcome(5, '민트 슬라임', 'C', 480_000),
];

describe('filterOutcomes', () => {
  const ids = (query: string) => filterOutcomes(outcomes, query).map((o) => o.id);

  it('finds outcomes by name and by grade', () => {
    expect(ids('슬라임')).toEqual([1, 5]);
    expect(ids('경험치  구슬')).toEqual([3, 4]);
    expect(ids('sss')).toEqual([1]);
    expect(ids('')).toEqual([1, 2, 3, 4, 5]);
  });

  it('finds a number among rates (in %) and quantities', () => {
    expect(ids('0.5')).toEqual([1]);
    expect(ids('0.5%')).toEqual([1]);
    expect(ids('1.5')).toEqual([2]);
    expect(ids('3')).toEqual([3, 4]); // quantity 3 and 30 %
    expect(ids('10')).toEqual([4]); // quantity 10
    expect(ids('48')).toEqual([5]);
    expect(ids('0.50')).toEqual([1]);
    expect(ids('７')).toEqual([]);
  });

  it('does not read text as a number', () => {
    expect(parseNumberQuery('0.5')).toBe(0.5);
    expect(parseNumberQuery('.5%')).toBe(0.5);
    expect(parseNumberQuery('０．５')).toBe(0.5);
    expect(parseNumberQuery('5a')).toBeNull();
    expect(parseNumberQuery('')).toBeNull();
  });
});

describe('the "at least one within N tries" calculator', () => {
  it('is 1 − (1 − p)^N', () => {
    expect(chanceOfAtLeastOne(5_000, 1)).toBeCloseTo(0.005, 12);
    expect(chanceOfAtLeastOne(5_000, 100)).toBeCloseTo(1 - 0.995 ** 100, 12);
    expect(chanceOfAtLeastOne(500_000, 2)).toBeCloseTo(0.75, 12);
    expect(chanceOfAtLeastOne(1, 10_000)).toBeCloseTo(1 - (1 - 1e-6) ** 10_000, 12);
  });

  it('handles certainty and impossibility', () => {
    expect(chanceOfAtLeastOne(1_000_000, 1)).toBe(1);
    expect(chanceOfAtLeastOne(0, 10_000)).toBe(0);
  });

  it('shows 4 decimals; near-certainty never reads 100 % and a tiny chance never 0 %', () => {
    expect(formatChancePercent(chanceOfAtLeastOne(5_000, 100))).toBe('39.4230');
    expect(formatChancePercent(0.75)).toBe('75.0000');
    expect(formatChancePercent(1)).toBe('100.0000');
    expect(formatChancePercent(chanceOfAtLeastOne(500_000, 10_000))).toBe('99.9999');
    expect(formatChancePercent(chanceOfAtLeastOne(1, 1))).toBe('0.0001');
    expect(formatChancePercent(1e-9)).toBe('0.0001');
    expect(formatChancePercent(0)).toBe('0.0000');
  });

  it('accepts whole numbers of tries from 1 to 10,000 only', () => {
    expect(parseTries('1')).toBe(1);
    expect(parseTries('10,000')).toBe(10_000);
    expect(parseTries(' 250 ')).toBe(250);
    for (const bad of ['0', '10001', '-1', '1.5', '', 'ten']) expect(parseTries(bad)).toBeNull();
  });

  it('names the average number of draws per hit', () => {
    expect(expectedTries(plain(5_000))).toBe(200);
    expect(expectedTries(plain(1_000_000))).toBe(1);
    expect(expectedTries(plain(0))).toBeNull();
  });
});
