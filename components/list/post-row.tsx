import { clsx } from 'clsx';
import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { DEFAULT_LOCALE } from '@/lib/constants';
import { formatRelative, formatYmd, toIsoString, type DateInput } from '@/lib/dates';
import { isLocale } from '@/lib/locale';
import styles from './post-row.module.scss';

export type PostRowProps = {
  title: string;
  href?: string;
  date?: DateInput;
  replyCount?: number;
  /** Show the reply count as "[3]". */
  isReplyCount?: boolean;
  /** Show the date as elapsed time without suffix ("3분"); otherwise as year.month.day. */
  isDate?: boolean;
  disabled?: boolean;
  className?: string;
  /** The author's id, so a member's blocks can hide the row on a shared page (`data-author`). */
  authorId?: number;
  /** The moment elapsed time is measured from (default: now). A client list passes the server's
   *  render time until it has hydrated, so both render the same text. */
  now?: DateInput;
};

/** Small post row. Server-compatible: no client hooks; the elapsed time is computed at render. */
export function PostRow({
  title,
  href,
  date,
  replyCount = 0,
  isReplyCount = false,
  isDate = false,
  disabled = false,
  className,
  authorId,
  now,
}: PostRowProps) {
  const t = useTranslations('components.postRow');
  const rawLocale = useLocale();
  const locale = isLocale(rawLocale) ? rawLocale : DEFAULT_LOCALE;
  const dateText = date === undefined ? '' : isDate ? formatRelative(date, locale, { withoutSuffix: true, now }) : formatYmd(date, locale);

  const content = (
    <>
      <span className={styles.title}>{title}</span>
      {isReplyCount && (
        <span className={styles.count}>
          <span aria-hidden="true">[{replyCount}]</span>
          <span className="sr-only">{t('replies', { count: replyCount })}</span>
        </span>
      )}
      {dateText && (
        <time className={styles.date} dateTime={date === undefined ? undefined : toIsoString(date)}>
          {dateText}
        </time>
      )}
    </>
  );

  const classes = clsx(styles.row, className);
  if (disabled || !href) {
    return (
      <div className={classes} aria-disabled={disabled || undefined} data-disabled={disabled || undefined} data-author={authorId}>
        {content}
      </div>
    );
  }
  return (
    <Link href={href} className={classes} data-author={authorId}>
      {content}
    </Link>
  );
}
