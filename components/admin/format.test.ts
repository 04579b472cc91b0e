import { formatDateTime, fromLocalInput, microsToPercent, percentToMicros, toLocalInput } from './format';

describe('rates as percentages', () => {
  it('turns millionths into a percentage with up to 4 decimals and back, without floating-point drift', () => {
    expect(microsToPercent(1_000_000)).toBe('100');
    expect(microsToPercent(4_999)).toBe('0.4999');
    expect(microsToPercent(125_000)).toBe('12.5');
    expect(percentToMicros('0.4999')).toBe(4_999);
    expect(percentToMicros('12,5')).toBe(125_000);
    expect(percentToMicros('33.3333')).toBe(333_333);
    expect(percentToMicros('0.00001')).toBeNull();
    expect(percentToMicros('abc')).toBeNull();
  });
});

describe('dates in the audience’s zone', () => {
  it('formats and round-trips datetime-local values in Seoul and Taipei time', () => {
    expect(formatDateTime('2026-05-01T00:00:00Z', 'ko')).toBe('2026.05.01 09:00');
    expect(formatDateTime('2026-05-01T00:00:00Z', 'zh-TW')).toBe('2026/05/01 08:00');
    expect(toLocalInput('2026-05-01T00:00:00Z', 'ko')).toBe('2026-05-01T09:00');
    expect(fromLocalInput('2026-05-01T09:00', 'ko')).toBe('2026-05-01T00:00:00.000Z');
    expect(fromLocalInput('', 'ko')).toBeNull();
  });
});
