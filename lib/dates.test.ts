import { execFileSync } from 'node:child_process';
import path from 'node:path';
import dayjs from 'dayjs';
import { formatInTimeZone, formatRelative, formatYmd, parseInTimeZone, toIsoString } from './dates';

/**
 * Runs `body` (a function of `input`, as source text) with dayjs and its utc and timezone plugins,
 * which lib/dates used before, in a child process on UTC like the servers. On a machine zone with
 * DST, dayjs's .tz() reads its wall-clock text back as local time and goes wrong near that zone's
 * DST changes (the Intl version does not), so the reference must not depend on the test's zone.
 */
function dayjsReference<T>(body: string, input: unknown): T {
  const script = `
    const dayjs = require('dayjs');
    dayjs.extend(require('dayjs/plugin/utc'));
    dayjs.extend(require('dayjs/plugin/timezone'));
    const input = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
    process.stdout.write(JSON.stringify((${body})(input)));`;
  const output = execFileSync(process.execPath, ['-e', script], {
    cwd: path.join(__dirname, '..'),
    env: { ...process.env, TZ: 'UTC' },
    input: JSON.stringify(input),
    encoding: 'utf8',
  });
  return JSON.parse(output) as T;
}

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

  it('crosses the day boundary by zone: 15:30 UTC is the next day in Seoul, the same day in Taipei', () => {
    expect(formatYmd('2026-11-21T15:30:00Z', 'ko')).toBe('2026.11.22');
    expect(formatYmd('2026-11-21T15:30:00Z', 'zh-TW')).toBe('2026/11/21');
    expect(formatYmd('2026-11-21T15:59:59.999Z', 'ko')).toBe('2026.11.22');
    expect(formatYmd('2026-11-21T14:59:59.999Z', 'ko')).toBe('2026.11.21');
    expect(formatYmd('2026-11-21T16:00:00Z', 'zh-TW')).toBe('2026/11/22');
    expect(formatYmd('2026-11-21T15:59:59.999Z', 'zh-TW')).toBe('2026/11/21');
    // New year's eve in both zones.
    expect(formatYmd('2026-12-31T15:00:00Z', 'ko')).toBe('2027.01.01');
    expect(formatYmd('2026-12-31T15:00:00Z', 'zh-TW')).toBe('2026/12/31');
  });

  it('takes strings, epoch milliseconds and Date objects alike', () => {
    const instant = Date.parse('2026-11-21T15:30:00Z');
    expect(formatYmd(instant, 'ko')).toBe('2026.11.22');
    expect(formatYmd(new Date(instant), 'zh-TW')).toBe('2026/11/21');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatYmd('not a date', 'ko')).toBe('');
    expect(formatYmd('', 'zh-TW')).toBe('');
    expect(formatYmd(NaN, 'ko')).toBe('');
    expect(formatYmd(new Date(NaN), 'zh-TW')).toBe('');
  });
});

describe('formatInTimeZone', () => {
  it('writes the wall clock with the pattern’s own separators and a 24-hour clock', () => {
    expect(formatInTimeZone('2026-05-01T00:00:00Z', 'Asia/Seoul', 'YYYY.MM.DD HH:mm')).toBe('2026.05.01 09:00');
    expect(formatInTimeZone('2026-05-01T00:00:00Z', 'Asia/Taipei', 'YYYY/MM/DD HH:mm')).toBe('2026/05/01 08:00');
    expect(formatInTimeZone('2026-05-01T15:00:00Z', 'Asia/Seoul', 'YYYY-MM-DDTHH:mm:ss')).toBe('2026-05-02T00:00:00');
    expect(formatInTimeZone('2026-05-01T16:05:09Z', 'Asia/Taipei', 'HH:mm:ss')).toBe('00:05:09');
    expect(formatInTimeZone('0999-03-04T00:00:00Z', 'UTC', 'YYYY.MM.DD')).toBe('0999.03.04');
  });

  it('returns an empty string for an invalid date, and throws for an unknown zone as dayjs did', () => {
    expect(formatInTimeZone('nope', 'Asia/Seoul', 'YYYY')).toBe('');
    expect(() => formatInTimeZone('2026-05-01T00:00:00Z', 'Not/AZone', 'YYYY')).toThrow(RangeError);
  });

  it('reads strings as dayjs(date) did: without a zone, in the machine’s local time', () => {
    const inputs = [
      '2026-11-21',
      '2026-11-21 23:30',
      '2026-11-21T23:30:15.5',
      '2026/11/21',
      '20261121',
      '2026-11-21T23:30:00+09:00',
      '2026-11-21T14:30:00z',
      'Sat, 21 Nov 2026 14:30:00 GMT',
    ];
    for (const input of inputs) {
      expect([input, formatInTimeZone(input, 'UTC', 'YYYY-MM-DD HH:mm:ss')]).toEqual([
        input,
        formatInTimeZone(dayjs(input).valueOf(), 'UTC', 'YYYY-MM-DD HH:mm:ss'),
      ]);
    }
  });

  it('gives the strings dayjs(date).tz(zone).format(pattern) gave, across zones, DST and day boundaries', () => {
    const patterns = ['YYYY.MM.DD', 'YYYY/MM/DD', 'YYYY.MM.DD HH:mm', 'YYYY/MM/DD HH:mm', 'YYYY-MM-DDTHH:mm'];
    const zones = ['Asia/Seoul', 'Asia/Taipei', 'UTC', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe'];
    // About 400 instants over 45 years, an odd step apart (41 d 1 h 47 min 53.917 s) so they fall at
    // every hour of the day, and the minutes either side of some DST changes and a Seoul midnight.
    const instants: number[] = [];
    for (let t = Date.parse('1985-01-01T00:00:00Z'); t < Date.parse('2030-01-01T00:00:00Z'); t += 3_548_873_917) instants.push(t);
    for (const edge of [
      '2026-03-08T07:00:00Z',
      '2026-11-01T06:00:00Z',
      '2026-03-29T01:00:00Z',
      '1988-05-07T17:00:00Z',
      '2026-11-21T15:00:00Z',
    ]) {
      for (const minutes of [-61, -1, 0, 1, 59]) instants.push(Date.parse(edge) + minutes * 60_000);
    }
    const cases = instants.flatMap((t) => zones.flatMap((zone) => patterns.map((pattern) => ({ t, zone, pattern }))));
    const expected = dayjsReference<string[]>('(cases) => cases.map(({ t, zone, pattern }) => dayjs(t).tz(zone).format(pattern))', cases);
    expect(expected).toHaveLength(cases.length);
    const mismatches = cases.flatMap(({ t, zone, pattern }, n) => {
      const actual = formatInTimeZone(t, zone, pattern);
      return actual === expected[n] ? [] : [{ at: new Date(t).toISOString(), zone, pattern, actual, expected: expected[n] }];
    });
    expect(mismatches).toEqual([]);
  });
});

describe('parseInTimeZone', () => {
  it('reads a datetime-local value as wall-clock time in the zone', () => {
    expect(new Date(parseInTimeZone('2026-05-01T09:00', 'Asia/Seoul')).toISOString()).toBe('2026-05-01T00:00:00.000Z');
    expect(new Date(parseInTimeZone('2026-05-01T08:00', 'Asia/Taipei')).toISOString()).toBe('2026-05-01T00:00:00.000Z');
    expect(new Date(parseInTimeZone('2026-11-22T00:30', 'Asia/Seoul')).toISOString()).toBe('2026-11-21T15:30:00.000Z');
    expect(parseInTimeZone('not a date', 'Asia/Seoul')).toBeNaN();
    expect(parseInTimeZone('', 'Asia/Seoul')).toBeNaN();
  });

  it('gives the instant dayjs.tz(value, zone) gave, including DST gaps and overlaps', () => {
    const values = [
      '2026-05-01T09:00',
      '2026-05-01T09:00:30',
      '2026-05-01 09:00:30.250',
      '2026-12-31T23:59',
      '2026-03-08T02:30', // New York: skipped
      '2026-11-01T01:30', // New York: twice
      '2026-03-29T01:30', // London: skipped
      '2026-10-25T01:30', // London: twice
      '1988-05-08T02:30', // Seoul's last DST spring
      '1988-10-09T02:30',
      '2026-05-01T09:00Z',
      '2026-05-01T09:00:00+02:00',
      '20260501',
    ];
    const zones = ['Asia/Seoul', 'Asia/Taipei', 'UTC', 'America/New_York', 'Europe/London'];
    const cases = zones.flatMap((zone) => values.map((value) => ({ zone, value })));
    const expected = dayjsReference<string[]>('(cases) => cases.map(({ zone, value }) => dayjs.tz(value, zone).toISOString())', cases);
    expect(cases.map(({ zone, value }) => ({ zone, value, at: new Date(parseInTimeZone(value, zone)).toISOString() }))).toEqual(
      cases.map(({ zone, value }, n) => ({ zone, value, at: expected[n] })),
    );
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
