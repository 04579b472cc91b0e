import { addDays, dayKey, isoWeekKey, monthGrid, periodKey } from './periods';

describe('mission periods', () => {
  it('turns the day at midnight in Seoul and in Taipei, an hour apart', () => {
    // 14:59 UTC is 23:59 in Seoul (UTC+9), 22:59 in Taipei (UTC+8).
    expect(dayKey(new Date('2026-11-26T14:59:00Z'), 'Asia/Seoul')).toBe('2026-11-26');
    expect(dayKey(new Date('2026-11-26T15:00:00Z'), 'Asia/Seoul')).toBe('2026-11-27');
    expect(dayKey(new Date('2026-11-26T15:00:00Z'), 'Asia/Taipei')).toBe('2026-11-26');
    expect(dayKey(new Date('2026-11-26T15:59:59Z'), 'Asia/Taipei')).toBe('2026-11-26');
    expect(dayKey(new Date('2026-11-26T16:00:00Z'), 'Asia/Taipei')).toBe('2026-11-27');
  });

  it('numbers ISO weeks from Monday, across year ends', () => {
    expect(isoWeekKey('2026-11-29')).toBe('2026-W48');
    expect(isoWeekKey('2026-11-30')).toBe('2026-W49');
    expect(isoWeekKey('2026-01-01')).toBe('2026-W01');
    expect(isoWeekKey('2025-12-29')).toBe('2026-W01');
    expect(isoWeekKey('2027-01-03')).toBe('2026-W53');
    expect(isoWeekKey('2021-01-03')).toBe('2020-W53');
  });

  it('keys daily and weekly missions by the member’s zone', () => {
    const sundayNight = new Date('2026-11-29T15:30:00Z'); // Monday 00:30 in Seoul, Sunday 23:30 in Taipei
    expect(periodKey('daily', sundayNight, 'Asia/Seoul')).toBe('2026-11-30');
    expect(periodKey('weekly', sundayNight, 'Asia/Seoul')).toBe('2026-W49');
    expect(periodKey('daily', sundayNight, 'Asia/Taipei')).toBe('2026-11-29');
    expect(periodKey('weekly', sundayNight, 'Asia/Taipei')).toBe('2026-W48');
  });

  it('moves across months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('lays a month out in weeks from Sunday', () => {
    const weeks = monthGrid('2026-11');
    expect(weeks[0]![0]).toBe('2026-11-01'); // a Sunday
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(monthGrid('2026-12')[0]!.slice(0, 3)).toEqual([null, null, '2026-12-01']);
  });
});
