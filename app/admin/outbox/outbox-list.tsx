'use client';

import { clsx } from 'clsx';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { PageHead } from '@/components/admin/page-head';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { outboxOptions, type OutboxMessage } from '@/lib/api/account';
import { ApiError } from '@/lib/api/request';
import { formatInTimeZone, LOCALE_TIME_ZONE } from '@/lib/dates';
import styles from './outbox.module.scss';

export function newestFirst(messages: readonly OutboxMessage[]): OutboxMessage[] {
  return [...messages].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

/** Codes and mails a development server "sent" (administrators only): what a tester needs to finish a reset. */
export function OutboxList() {
  const t = useTranslations('ui.admin.outbox');
  const locale = useLocale();
  const outbox = useQuery(outboxOptions());
  const unavailable = outbox.error instanceof ApiError && outbox.error.status === 404;

  if (unavailable) {
    return (
      <div className={styles.main}>
        <PageHead title={t('title')} />
        <EmptyState message={t('unavailable')}>
          <p className={styles.description}>{t('unavailableDescription')}</p>
        </EmptyState>
      </div>
    );
  }

  return (
    <div className={styles.main}>
      <PageHead title={t('title')} lead={t('lead')} />
      <div className={styles.toolbar}>
        <span className={styles.count} role="status">
          {outbox.data ? t('count', { count: outbox.data.length }) : null}
        </span>
        <Button size="s" variant="secondary" loading={outbox.isFetching} onClick={() => void outbox.refetch()}>
          {t('refresh')}
        </Button>
      </div>
      {outbox.isPending ? (
        <Skeleton rows={3} variant="list" />
      ) : outbox.isError ? (
        <ErrorState message={t('loadFailed')} onRetry={() => void outbox.refetch()} />
      ) : outbox.data.length === 0 ? (
        <EmptyState message={t('empty')} />
      ) : (
        <ol className={styles.list}>
          {newestFirst(outbox.data).map((message) => (
            <li key={message.id} className={styles.message}>
              <div className={styles.head}>
                <span className={styles.channel} data-channel={message.channel}>
                  {t(`channel.${message.channel}`)}
                </span>
                <span className={styles.destination}>
                  <span className="sr-only">{t('to')}: </span>
                  {message.destination}
                </span>
                <time className={styles.time} dateTime={message.created_at}>
                  {/* In the audience's zone, not the machine's, so the server's HTML and the browser agree. */}
                  {formatInTimeZone(message.created_at, LOCALE_TIME_ZONE[locale], 'YYYY-MM-DD HH:mm:ss')}
                </time>
              </div>
              {message.subject && <p className={styles.subject}>{message.subject}</p>}
              <pre className={clsx(styles.body, 'readable')}>{message.body}</pre>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
