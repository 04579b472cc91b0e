import { formatInTimeZone, LOCALE_TIME_ZONE, parseInTimeZone } from '@/lib/dates';
import type { Locale } from '@/lib/constants';

export { formatDateTime } from '@/lib/dates';

/** `<input type="datetime-local">` value in the audience's zone, and back to ISO. */
export function toLocalInput(value: string | null | undefined, locale: Locale): string {
  if (!value) return '';
  return formatInTimeZone(value, LOCALE_TIME_ZONE[locale], 'YYYY-MM-DDTHH:mm');
}

export function fromLocalInput(value: string, locale: Locale): string | null {
  if (!value) return null;
  const instant = parseInTimeZone(value, LOCALE_TIME_ZONE[locale]);
  return Number.isNaN(instant) ? null : new Date(instant).toISOString();
}

/** Millionths to a percentage string with up to 4 decimals ("12.5"), and back (null when not a number). */
export function microsToPercent(micros: number): string {
  return (micros / 10_000).toFixed(4).replace(/\.?0+$/, '');
}

export function percentToMicros(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{0,4})?$/.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.split('.');
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0'));
}
