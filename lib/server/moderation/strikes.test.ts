import { countActiveStrikes, STRIKE_DECAY_DAYS, strikeExpiry, suspensionForStrikes } from './strikes';

const DAY = 86_400_000;

describe('strikes', () => {
  it('expire after the decay and do not count when reversed', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    expect(strikeExpiry(ago(0)).getTime() - now.getTime()).toBe(STRIKE_DECAY_DAYS * DAY);
    const strikes = [
      { createdAt: ago(1), active: true },
      { createdAt: ago(89), active: true },
      { createdAt: ago(91), active: true },
      { createdAt: ago(2), active: false },
    ];
    expect(countActiveStrikes(strikes, now)).toBe(2);
  });

  it('suspend at 3, 5 and 7 strikes, for 3 days, 30 days and until lifted', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => suspensionForStrikes(n))).toEqual([
      undefined,
      undefined,
      { days: 3 },
      undefined,
      { days: 30 },
      undefined,
      { days: null },
      undefined,
    ]);
  });
});
