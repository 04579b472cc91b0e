import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import 'dayjs/locale/ko';
import 'dayjs/locale/zh-tw';
import type { Locale } from '@/lib/constants';

dayjs.extend(relativeTime);

export type DateInput = string | number | Date;

const DAYJS_LOCALE: Record<Locale, string> = { ko: 'ko', 'zh-TW': 'zh-tw' };
const YMD_FORMAT: Record<Locale, string> = { ko: 'YYYY.MM.DD', 'zh-TW': 'YYYY/MM/DD' };
// Calendar dates use the audience's zone, so server and browser render the same day.
export const LOCALE_TIME_ZONE: Record<Locale, string> = { ko: 'Asia/Seoul', 'zh-TW': 'Asia/Taipei' };

export function toDayjsLocale(locale: Locale): string {
  return DAYJS_LOCALE[locale];
}

// ── Wall-clock formatting in a time zone ────────────────────────────────────
// dayjs's timezone plugin costs about 200 µs a call (it builds a new Intl formatter through
// toLocaleString each time); a cached Intl.DateTimeFormat about 1 µs. Patterns use dayjs's
// tokens (YYYY MM DD HH mm ss, anything else is literal text) and give the same strings as
// dayjs(date).tz(zone).format(pattern) did. The Intl formatter is always en-US with Latin digits
// and a 24-hour clock: only its numeric parts are used, in the pattern's own order and separators,
// so the audience's locale chooses the pattern, not Intl's separators.

type Field = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';
const TOKENS: Record<string, Field> = { YYYY: 'year', MM: 'month', DD: 'day', HH: 'hour', mm: 'minute', ss: 'second' };
const TOKEN_RE = /YYYY|MM|DD|HH|mm|ss/g;
type Piece = string | { field: Field };
type ZonedFormat = { dtf: Intl.DateTimeFormat; pieces: readonly Piece[] };

// One formatter per (time zone, pattern); the pattern comes from the locale. Zones and patterns
// come from code, but the cap keeps the map bounded whatever a caller passes as a zone.
const ZONED_FORMATS = new Map<string, ZonedFormat>();
const ZONED_FORMATS_MAX = 200;

function zonedFormat(timeZone: string, pattern: string): ZonedFormat {
  const key = `${timeZone}\u0000${pattern}`;
  let format = ZONED_FORMATS.get(key);
  if (!format) {
    const pieces: Piece[] = [];
    const options: Intl.DateTimeFormatOptions = { timeZone, calendar: 'gregory', numberingSystem: 'latn', hourCycle: 'h23' };
    let at = 0;
    for (const match of pattern.matchAll(TOKEN_RE)) {
      if (match.index > at) pieces.push(pattern.slice(at, match.index));
      const field = TOKENS[match[0]]!;
      pieces.push({ field });
      options[field] = field === 'year' ? 'numeric' : '2-digit';
      at = match.index + match[0].length;
    }
    if (at < pattern.length) pieces.push(pattern.slice(at));
    // Throws a RangeError for an unknown zone, as dayjs's .tz() did.
    format = { dtf: new Intl.DateTimeFormat('en-US', options), pieces };
    if (ZONED_FORMATS.size >= ZONED_FORMATS_MAX) ZONED_FORMATS.clear();
    ZONED_FORMATS.set(key, format);
  }
  return format;
}

const FIELDS: ReadonlySet<string> = new Set<Field>(['year', 'month', 'day', 'hour', 'minute', 'second']);

/** The pattern's text and the wall-clock fields it shows, at that instant in that zone. */
function wallClock(timestamp: number, timeZone: string, pattern: string): { text: string; values: Partial<Record<Field, string>> } {
  const { dtf, pieces } = zonedFormat(timeZone, pattern);
  const values: Partial<Record<Field, string>> = {};
  for (const part of dtf.formatToParts(timestamp)) {
    if (FIELDS.has(part.type)) values[part.type as Field] = part.value;
  }
  // Some engines write midnight as 24 even with a 23-hour cycle.
  if (values.hour === '24') values.hour = '00';
  let text = '';
  for (const piece of pieces) {
    if (typeof piece === 'string') text += piece;
    // dayjs pads the year to four digits (0999); Intl writes it as is.
    else text += piece.field === 'year' ? (values.year ?? '').padStart(4, '0') : (values[piece.field] ?? '');
  }
  return { text, values };
}

// dayjs's string parser (its REGEX_PARSE): "2026-05-01T09:00", "2026-05-01 09:00:30.5", "20260501".
const DAYJS_PARSE = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;
type DateParts = [number, number, number, number, number, number, number];

/** A string's date and time fields as dayjs reads them (null: not its format, or ends in Z). */
function dayjsParts(value: string): DateParts | null {
  const m = /Z$/i.test(value) ? null : DAYJS_PARSE.exec(value);
  if (!m) return null;
  return [+m[1]!, Number(m[2]) - 1 || 0, +(m[3] || 1), +(m[4] || 0), +(m[5] || 0), +(m[6] || 0), +(m[7] || '0').substring(0, 3)];
}

/**
 * The instant as dayjs(date) read it, without building a dayjs object: a string without a zone is
 * local time ("2026-05-01" is the machine's midnight), anything else goes to Date. NaN when invalid.
 */
function toTimestamp(date: DateInput): number {
  if (typeof date !== 'string') return new Date(date).getTime();
  const parts = dayjsParts(date);
  return parts ? new Date(...parts).getTime() : new Date(date).getTime();
}

/**
 * `date` on the wall clock of `timeZone`, written with dayjs tokens (YYYY MM DD HH mm ss):
 * formatInTimeZone(d, 'Asia/Seoul', 'YYYY.MM.DD HH:mm') → "2026.05.01 09:00". '' when invalid.
 */
export function formatInTimeZone(date: DateInput, timeZone: string, pattern: string): string {
  const timestamp = toTimestamp(date);
  if (!Number.isFinite(timestamp) || Math.abs(timestamp) > 8.64e15) return '';
  return wallClock(timestamp, timeZone, pattern).text;
}

const OFFSET_PATTERN = 'YYYY-MM-DD HH:mm:ss';

/** Minutes the zone is ahead of UTC at that instant (540 for Seoul). */
function zoneOffset(timestamp: number, timeZone: string): number {
  const { values } = wallClock(timestamp, timeZone, OFFSET_PATTERN);
  const n = (field: Field) => Number(values[field] ?? 0);
  const wallAsUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return (wallAsUtc - Math.floor(timestamp / 1000) * 1000) / 60_000;
}

/**
 * A wall-clock time in `timeZone` ("2026-05-01T09:00", as a datetime-local input gives it) →
 * the instant, as epoch milliseconds; NaN when it is not a date. The same instant as
 * dayjs.tz(value, timeZone) gave, including its choice in a DST gap or overlap.
 */
export function parseInTimeZone(value: string, timeZone: string): number {
  const parts = dayjsParts(value);
  const localTs = parts ? Date.UTC(...parts) : new Date(value).getTime();
  if (Number.isNaN(localTs)) return NaN;
  // The zone's offset now is the first guess (dayjs's choice between the two readings of an overlap).
  const o0 = zoneOffset(Date.now(), timeZone);
  let guess = localTs - o0 * 60_000;
  const o2 = zoneOffset(guess, timeZone);
  if (o0 === o2) return guess;
  guess -= (o2 - o0) * 60_000;
  const o3 = zoneOffset(guess, timeZone);
  if (o2 === o3) return guess;
  // A wall time skipped by a DST jump.
  return localTs - Math.min(o2, o3) * 60_000;
}

/** "3분 전" / "3 分鐘前"; with `withoutSuffix` just the elapsed time ("3분"). */
export function formatRelative(
  date: DateInput,
  locale: Locale,
  { withoutSuffix = false, now }: { withoutSuffix?: boolean; now?: DateInput } = {},
): string {
  const d = dayjs(date).locale(DAYJS_LOCALE[locale]);
  if (!d.isValid()) return '';
  return now === undefined ? d.fromNow(withoutSuffix) : d.from(dayjs(now), withoutSuffix);
}

/** Year, month, day in the locale's usual separator: 2026.11.21 (ko), 2026/11/21 (zh-TW). */
export function formatYmd(date: DateInput, locale: Locale, { timeZone = LOCALE_TIME_ZONE[locale] }: { timeZone?: string } = {}): string {
  return formatInTimeZone(date, timeZone, YMD_FORMAT[locale]);
}

/** Date and time in the audience's zone: 2026.05.01 09:00 (ko), 2026/05/01 08:00 (zh-TW). */
export function formatDateTime(value: DateInput | null | undefined, locale: Locale): string {
  if (value === null || value === undefined || value === '') return '';
  return formatInTimeZone(value, LOCALE_TIME_ZONE[locale], `${YMD_FORMAT[locale]} HH:mm`);
}

export function toIsoString(date: DateInput): string | undefined {
  const d = dayjs(date);
  return d.isValid() ? d.toISOString() : undefined;
}
