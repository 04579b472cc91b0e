'use client';

import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useBrowserSignedIn } from '@/components/layout/signed-in-hint';
import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { UserAvatar } from '@/components/people/user-avatar';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { queryFallback } from '@/components/ui/query-fallback';
import { useApiErrorMessage } from '@/lib/api/error-message';
import {
  badgeCatalogueOptions,
  notificationsOptions,
  NOTIFICATION_POLL_MS,
  PEOPLE_ERRORS,
  unreadCountOptions,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  type Notification,
} from '@/lib/api/people';
import { formatRelative, formatYmd } from '@/lib/dates';
import { NOTIFICATION_KINDS } from '@/lib/enums';
import { useUiStore } from '@/stores/ui-store';
import styles from './notifications.module.scss';
import { pick } from '@/lib/bilingual';

type Known = (typeof NOTIFICATION_KINDS)[number];

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The notifications screen: newest first, unread marked, one or all marked read; new ones appear without a reload. */
export function NotificationList() {
  const t = useTranslations('user.notifications');
  const errorMessage = useApiErrorMessage();
  const locale = useLocale();
  const signedIn = useBrowserSignedIn();
  const showToast = useUiStore((s) => s.showToast);

  const list = useInfiniteQuery({
    ...notificationsOptions(),
    enabled: signedIn,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: NOTIFICATION_POLL_MS,
  });
  const unread = useQuery({ ...unreadCountOptions(), enabled: signedIn });
  // Badge notifications name the badge by id: the catalogue gives its title in the reader's language.
  const catalogue = useQuery({ ...badgeCatalogueOptions(), enabled: signedIn });

  // The hooks read the list and the unread count again afterwards.
  const readAll = useMarkAllNotificationsReadMutation({
    onSuccess: () => showToast(t('allRead')),
    onError: (error) => showToast(errorMessage(error, 'user.notifications.markFailed', PEOPLE_ERRORS)),
  });
  const readOne = useMarkNotificationReadMutation();

  const fallback = queryFallback(list, { rows: 5, variant: 'list', message: t('loadFailed') });
  if (fallback || !list.data) {
    return (
      <main id="main" className={styles.main}>
        {fallback}
      </main>
    );
  }

  const items = list.data.pages.flatMap((p) => p.results);
  const unreadCount = unread.data?.count ?? items.filter((n) => !n.is_read).length;
  const badgeTitle = (id: unknown) => catalogue.data?.find((b) => b.id === Number(id))?.title ?? '';

  const describe = (n: Notification): string => {
    const kind: Known | 'other' = (NOTIFICATION_KINDS as readonly string[]).includes(n.kind) ? (n.kind as Known) : 'other';
    const actor = n.actor?.profile.name ?? (text(n.payload.actorNickname) || text(n.payload.nickname) || t('someone'));
    const item = pick(locale, text(n.payload.itemNameKo), text(n.payload.itemNameZhTw));
    return t(`kinds.${kind}`, {
      actor,
      count: text(n.payload.count) || '0',
      badge: badgeTitle(n.payload.badgeId),
      item,
      state: text(n.payload.state) || 'other',
      side: text(n.payload.side) || 'other',
      price: text(n.payload.price),
      alertPrice: text(n.payload.alertPrice),
    });
  };

  return (
    <main id="main" className={styles.main}>
      <div className={styles.toolbar}>
        <p className={styles.summary} role="status">
          {t('unreadCount', { count: unreadCount })}
        </p>
        <Button size="s" variant="secondary" disabled={unreadCount === 0} loading={readAll.isPending} onClick={() => readAll.mutate()}>
          {t('markAllRead')}
        </Button>
      </div>
      {items.length === 0 ? (
        <EmptyState message={t('empty')} />
      ) : (
        <ul className={styles.list}>
          {items.map((n) => {
            const excerpt = text(n.payload.excerpt);
            const body = (
              <>
                {n.actor ? (
                  <UserAvatar src={n.actor.profile_image} size={36} />
                ) : (
                  <span className={styles.icon} aria-hidden="true" data-kind={n.kind} />
                )}
                <span className={styles.text}>
                  <span className={styles.title}>{describe(n)}</span>
                  {excerpt && <span className={styles.excerpt}>{excerpt}</span>}
                  <time className={styles.time} dateTime={n.created_at} title={formatYmd(n.created_at, locale)} suppressHydrationWarning>
                    {formatRelative(n.created_at, locale)}
                  </time>
                </span>
                {!n.is_read && (
                  <span className={styles.unread}>
                    <span className="sr-only">{t('unread')}</span>
                  </span>
                )}
              </>
            );
            const markRead = () => {
              if (!n.is_read) readOne.mutate(n.id);
            };
            return (
              <li key={n.id} data-read={n.is_read || undefined}>
                {n.link ? (
                  <Link href={n.link} className={styles.row} onClick={markRead}>
                    {body}
                  </Link>
                ) : (
                  <button type="button" className={styles.row} onClick={markRead}>
                    {body}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {list.hasNextPage && (
        <Button
          variant="secondary"
          size="s"
          className={styles.more}
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('more')}
        </Button>
      )}
    </main>
  );
}
