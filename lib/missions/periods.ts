import type { Locale } from '@/lib/constants';
import { formatInTimeZone, LOCALE_TIME_ZONE } from '@/lib/dates';
import type { MissionPeriod } from '@/lib/validation/missions';

// A mission's day and week are the member's own: the day begins at 00:00 in Asia/Seoul for Korean
// members and in Asia/Taipei for Chinese ones (their stored language), the week on Monday 00:00
// of the same zone. The wall-clock date comes from Intl (lib/dates); what follows is arithmetic on
// calendar dates only, done at UTC noon so no zone or daylight rule can move a date.

const DAY_MS = 86_400_000;

export const missionTimeZone = (locale: Locale): string => LOCALE_TIME_ZONE[locale];

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function dayKey(at: Date | number, timeZone: string): string {
  return formatInTimeZone(at, timeZone, 'YYYY-MM-DD');
}

function noonOf(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, 12));
}

const ymd = (date: Date) => date.toISOString().slice(0, 10);

/** The date `days` after (or before, when negative) a calendar date. */
export function addDays(day: string, days: number): string {
  return ymd(new Date(noonOf(day).getTime() + days * DAY_MS));
}

/** The ISO week of a calendar date, e.g. `2026-W48`: weeks begin on Monday; week 1 holds the year's first Thursday. */
export function isoWeekKey(day: string): string {
  const date = noonOf(day);
  const monday0 = (date.getUTCDay() + 6) % 7;
  const thursday = new Date(date.getTime() + (3 - monday0) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1, 12)) / DAY_MS / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The key a mission's progress is counted under: the day for daily missions, the ISO week for weekly ones. */
export function periodKey(period: MissionPeriod, at: Date | number, timeZone: string): string {
  const day = dayKey(at, timeZone);
  return period === 'daily' ? day : isoWeekKey(day);
}

/** The weeks of a month as a calendar shows them (Sunday first), each day `YYYY-MM-DD` or null outside the month. */
export function monthGrid(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const lead = noonOf(first).getUTCDay();
  const days: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = first; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  while (days.length % 7) days.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}
