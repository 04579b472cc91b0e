import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/ko';
import 'dayjs/locale/zh-tw';
import type { Locale } from '@/lib/constants';

dayjs.extend(relativeTime);
dayjs.extend(utc);
dayjs.extend(timezone);

export type DateInput = string | number | Date;

const DAYJS_LOCALE: Record<Locale, string> = { ko: 'ko', 'zh-TW': 'zh-tw' };
const YMD_FORMAT: Record<Locale, string> = { ko: 'YYYY.MM.DD', 'zh-TW': 'YYYY/MM/DD' };
// Calendar dates use the audience's zone, so server and browser render the same day.
export const LOCALE_TIME_ZONE: Record<Locale, string> = { ko: 'Asia/Seoul', 'zh-TW': 'Asia/Taipei' };

export function toDayjsLocale(locale: Locale): string {
  return DAYJS_LOCALE[locale];
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
export function formatYmd(
  date: DateInput,
  locale: Locale,
  { timeZone = LOCALE_TIME_ZONE[locale] }: { timeZone?: string } = {},
): string {
  const d = dayjs(date);
  return d.isValid() ? d.tz(timeZone).format(YMD_FORMAT[locale]) : '';
}

export function toIsoString(date: DateInput): string | undefined {
  const d = dayjs(date);
  return d.isValid() ? d.toISOString() : undefined;
}
