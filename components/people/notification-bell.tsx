'use client';

import { useQuery } from '@tanstack/react-query';
import { useBrowserSignedIn } from '@/components/layout/signed-in-hint';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { unreadCountOptions } from '@/lib/api/people';
import styles from './people.module.scss';

/** A link to the notifications with a red dot while some are unread; asks every 30 s while the page is open. */
export function NotificationBell() {
  const t = useTranslations('user.notifications');
  const signedIn = useBrowserSignedIn();
  const unread = useQuery({ ...unreadCountOptions(), enabled: signedIn });
  const count = unread.data?.count ?? 0;
  return (
    <Link
      href="/my/notifications"
      className={styles.bell}
      aria-label={count > 0 ? `${t('title')} · ${t('unreadCount', { count })}` : t('title')}
    >
      <svg width="22" height="22" viewBox="0 0 11 11" shapeRendering="crispEdges" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M5 0h1v1h1v1h1v4h1v2h1v1H1V8h1V6h1V2h1V1h1zM4 10h3v1H4z" />
      </svg>
      {count > 0 && <span className={styles.dot} data-testid="unread-dot" />}
    </Link>
  );
}
