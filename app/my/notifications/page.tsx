import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Header } from '@/components/layout/header';
import { firstPage, Seeded } from '@/components/query/seeded';
import { peopleKeys } from '@/lib/api/keys';
import { pageEnvelope } from '@/lib/server/http/paging';
import { requirePageViewer } from '@/lib/server/auth/page-session';
import { listBadgeCatalogue } from '@/lib/server/people/badges';
import { listNotifications, unreadCount } from '@/lib/server/people/notifications';
import { notificationListQuery } from '@/lib/validation/people';
import { NotificationList } from './notification-list';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('user.notifications');
  return { title: t('title'), robots: { index: false } };
}

export default async function NotificationsPage() {
  const viewer = await requirePageViewer('/my/notifications');
  const [t, locale] = await Promise.all([getTranslations('user.notifications'), getLocale()]);
  const [list, unread, catalogue] = await Promise.all([
    listNotifications(viewer.id, notificationListQuery.parse({}), locale),
    unreadCount(viewer.id),
    listBadgeCatalogue(locale, viewer.id),
  ]);
  return (
    <>
      <Header title={t('title')} />
      <Seeded
        seeds={[
          firstPage(peopleKeys.notifications(), pageEnvelope('/api/v1/user/notification/?page=1', list)),
          { queryKey: peopleKeys.unread(), data: { count: unread } },
          { queryKey: peopleKeys.catalogue(), data: catalogue },
        ]}
      >
        <NotificationList />
      </Seeded>
    </>
  );
}
