'use client';

import { useLocale } from 'next-intl';
import { formatDateTime, formatRelative } from '@/lib/dates';
import { useHydrated } from '@/lib/hooks/use-hydrated';

export type RelativeTimeProps = {
  /** An ISO date-time. */
  date: string;
  /** Puts the time into a sentence ("마지막 접속 {date}"). */
  template?: (text: string) => string;
  className?: string;
};

/**
 * "3분 전", drawn the same by the server and the browser: "3 minutes ago" depends on the moment
 * it is computed, so the server's HTML and the hydrating render show the date and time in the
 * audience's zone (identical on both), and the relative wording takes over once hydrated.
 */
export function RelativeTime({ date, template = (text) => text, className }: RelativeTimeProps) {
  const locale = useLocale();
  const hydrated = useHydrated();
  const exact = formatDateTime(date, locale);
  return (
    <time className={className} dateTime={date} title={exact}>
      {template(hydrated ? formatRelative(date, locale) : exact)}
    </time>
  );
}
