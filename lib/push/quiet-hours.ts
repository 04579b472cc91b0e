// Quiet hours of web push: 'HH:MM' clock times in the member's IANA time zone, stored as minutes
// after midnight. A start after the end spans midnight (22:00–07:00). Shared by the server (the
// dispatcher, validation) and the account page.

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of 'HH:MM' (24-hour), or null when it is not one. */
export function parseClock(value: string): number | null {
  const match = CLOCK.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export function formatClock(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

const formats = new Map<string, Intl.DateTimeFormat | null>();

// One formatter per zone (dayjs's zone plugin costs about 200 µs a call, a cached Intl one about 1 µs).
function formatFor(timeZone: string): Intl.DateTimeFormat | null {
  let format = formats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    } catch {
      format = null;
    }
    if (formats.size > 500) formats.clear();
    formats.set(timeZone, format);
  }
  return format;
}

/** Whether Intl knows the IANA zone (names only: letters, digits, '/', '_', '+', '-'). */
export function isTimeZone(value: string): boolean {
  return value.length > 0 && value.length <= 64 && /^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value) && formatFor(value) !== null;
}

/** The zone's canonical name as Intl spells it (e.g. 'asia/seoul' → 'Asia/Seoul'), or null. */
export function canonicalTimeZone(value: string): string | null {
  if (!isTimeZone(value)) return null;
  return formatFor(value)!.resolvedOptions().timeZone;
}

/** Minutes after midnight at `now` in `timeZone`. */
export function minutesInZone(now: Date, timeZone: string): number {
  const format = formatFor(timeZone) ?? formatFor('UTC')!;
  let hour = 0;
  let minute = 0;
  for (const part of format.formatToParts(now)) {
    if (part.type === 'hour') hour = Number(part.value) % 24;
    else if (part.type === 'minute') minute = Number(part.value);
  }
  return hour * 60 + minute;
}

/** Whether `now` falls in [start, end) in the zone; never without both ends, or when they are equal. */
export function inQuietHours(now: Date, start: number | null, end: number | null, timeZone: string): boolean {
  if (start === null || end === null || start === end) return false;
  const at = minutesInZone(now, timeZone);
  return start < end ? at >= start && at < end : at >= start || at < end;
}

/** The browser's own zone, or the fallback when it has none Intl knows. */
export function browserTimeZone(fallback: string): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isTimeZone(zone) ? zone : fallback;
  } catch {
    return fallback;
  }
}
