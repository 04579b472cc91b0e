import { canonicalTimeZone, formatClock, inQuietHours, isTimeZone, minutesInZone, parseClock } from './quiet-hours';

const at = (iso: string) => new Date(iso);

describe('clock times', () => {
  it('reads and writes HH:MM on a 24-hour clock', () => {
    expect(parseClock('00:00')).toBe(0);
    expect(parseClock('07:30')).toBe(450);
    expect(parseClock('23:59')).toBe(1439);
    for (const bad of ['24:00', '7:30', '07:60', '07:3', ' 07:30', '07:30 ', '０７:３０', '', '07-30', '07:30:00']) {
      expect(parseClock(bad)).toBeNull();
    }
    expect(formatClock(450)).toBe('07:30');
    expect(formatClock(0)).toBe('00:00');
  });
});

describe('time zones', () => {
  it('knows IANA zones through Intl and refuses anything else', () => {
    expect(isTimeZone('Asia/Seoul')).toBe(true);
    expect(isTimeZone('Asia/Taipei')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    for (const bad of ['Mars/Olympus', '', 'Asia/Seoul; drop table', '../../etc/passwd', '<script>', 'A'.repeat(65)]) {
      expect(isTimeZone(bad)).toBe(false);
    }
    expect(canonicalTimeZone('asia/seoul')).toBe('Asia/Seoul');
  });

  it('tells the minute of the day in the zone', () => {
    const noonUtc = at('2026-11-27T12:00:00Z');
    expect(minutesInZone(noonUtc, 'UTC')).toBe(720);
    expect(minutesInZone(noonUtc, 'Asia/Seoul')).toBe(21 * 60);
    expect(minutesInZone(noonUtc, 'Asia/Taipei')).toBe(20 * 60);
    expect(minutesInZone(at('2026-11-27T15:05:00Z'), 'Asia/Seoul')).toBe(5);
  });
});

describe('quiet hours', () => {
  const h = (hh: number, mm = 0) => hh * 60 + mm;

  it('within one day: from the start up to (not including) the end', () => {
    // 13:00–15:00 in Seoul is 04:00–06:00 UTC.
    expect(inQuietHours(at('2026-11-27T03:59:00Z'), h(13), h(15), 'Asia/Seoul')).toBe(false);
    expect(inQuietHours(at('2026-11-27T04:00:00Z'), h(13), h(15), 'Asia/Seoul')).toBe(true);
    expect(inQuietHours(at('2026-11-27T05:59:00Z'), h(13), h(15), 'Asia/Seoul')).toBe(true);
    expect(inQuietHours(at('2026-11-27T06:00:00Z'), h(13), h(15), 'Asia/Seoul')).toBe(false);
  });

  it('across midnight: 22:00–07:00 is quiet late in the evening and early in the morning, not in the day', () => {
    const quiet = (iso: string, zone = 'Asia/Seoul') => inQuietHours(at(iso), h(22), h(7), zone);
    // Seoul is UTC+9: 22:00 KST = 13:00 UTC, 07:00 KST = 22:00 UTC.
    expect(quiet('2026-11-27T12:59:00Z')).toBe(false); // 21:59
    expect(quiet('2026-11-27T13:00:00Z')).toBe(true); // 22:00
    expect(quiet('2026-11-27T14:59:00Z')).toBe(true); // 23:59
    expect(quiet('2026-11-27T15:00:00Z')).toBe(true); // 00:00 the next day
    expect(quiet('2026-11-27T21:59:00Z')).toBe(true); // 06:59
    expect(quiet('2026-11-27T22:00:00Z')).toBe(false); // 07:00
    expect(quiet('2026-11-28T03:00:00Z')).toBe(false); // 12:00
    // The same instant is quiet in Seoul and not in Taipei (an hour behind): 22:30 against 21:30.
    expect(quiet('2026-11-27T13:30:00Z', 'Asia/Seoul')).toBe(true);
    expect(quiet('2026-11-27T13:30:00Z', 'Asia/Taipei')).toBe(false);
  });

  it('is never quiet without both ends, or with equal ends', () => {
    const now = at('2026-11-27T13:30:00Z');
    expect(inQuietHours(now, null, h(7), 'Asia/Seoul')).toBe(false);
    expect(inQuietHours(now, h(22), null, 'Asia/Seoul')).toBe(false);
    expect(inQuietHours(now, h(22), h(22), 'Asia/Seoul')).toBe(false);
  });

  it('follows daylight saving time in zones that have it', () => {
    // 23:00–06:00 in New York: 03:30 UTC is 23:30 EDT in July but 22:30 EST in January.
    expect(inQuietHours(at('2026-07-15T03:30:00Z'), h(23), h(6), 'America/New_York')).toBe(true);
    expect(inQuietHours(at('2026-01-15T03:30:00Z'), h(23), h(6), 'America/New_York')).toBe(false);
  });
});
