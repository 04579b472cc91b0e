import { formatRelative, formatYmd, toIsoString } from './dates';

describe('formatYmd', () => {
  it('uses dots for Korean and slashes for Traditional Chinese', () => {
    expect(formatYmd('2026-11-21T10:00:00+09:00', 'ko')).toBe('2026.11.21');
    expect(formatYmd('2026-11-21T10:00:00+08:00', 'zh-TW')).toBe('2026/11/21');
  });

  it('pads month and day', () => {
    expect(formatYmd('2026-01-05T12:00:00+09:00', 'ko')).toBe('2026.01.05');
  });

  it("uses the audience's calendar day, whatever the machine's zone", () => {
    // 23:30 UTC on the 20th is already the 21st in Seoul and Taipei.
    expect(formatYmd('2026-11-20T23:30:00Z', 'ko')).toBe('2026.11.21');
    expect(formatYmd('2026-11-20T23:30:00Z', 'zh-TW')).toBe('2026/11/21');
    // 15:30 UTC is 00:30 in Seoul but still 23:30 the day before in Taipei.
    expect(formatYmd('2026-11-20T15:30:00Z', 'ko')).toBe('2026.11.21');
    expect(formatYmd('2026-11-20T15:30:00Z', 'zh-TW')).toBe('2026/11/20');
    expect(formatYmd('2026-11-20T23:30:00Z', 'ko', { timeZone: 'UTC' })).toBe('2026.11.20');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatYmd('not a date', 'ko')).toBe('');
  });
});

describe('formatRelative', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const threeMinutesAgo = new Date('2026-11-21T11:57:00Z');
  const twoDaysAgo = new Date('2026-11-19T12:00:00Z');

  it('formats Korean elapsed time with and without the suffix', () => {
    expect(formatRelative(threeMinutesAgo, 'ko', { now })).toBe('3분 전');
    expect(formatRelative(threeMinutesAgo, 'ko', { now, withoutSuffix: true })).toBe('3분');
    expect(formatRelative(twoDaysAgo, 'ko', { now, withoutSuffix: true })).toBe('2일');
  });

  it('formats Traditional Chinese elapsed time', () => {
    expect(formatRelative(threeMinutesAgo, 'zh-TW', { now })).toBe('3 分鐘前');
    expect(formatRelative(threeMinutesAgo, 'zh-TW', { now, withoutSuffix: true })).toBe('3 分鐘');
  });

  it('measures against the current time by default', () => {
    jest.useFakeTimers().setSystemTime(now);
    try {
      expect(formatRelative(twoDaysAgo, 'ko', { withoutSuffix: true })).toBe('2일');
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not leak the locale into the global dayjs default', () => {
    formatRelative(threeMinutesAgo, 'zh-TW', { now });
    expect(formatRelative(threeMinutesAgo, 'ko', { now })).toBe('3분 전');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatRelative('nope', 'ko')).toBe('');
  });
});

describe('toIsoString', () => {
  it('returns undefined for invalid dates', () => {
    expect(toIsoString('x')).toBeUndefined();
    expect(toIsoString('2026-11-21T00:00:00Z')).toBe('2026-11-21T00:00:00.000Z');
  });
});
