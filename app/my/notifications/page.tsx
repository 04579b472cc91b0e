import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { seedQueries } from '@/app/seed-query';
import { Header } from '@/components/layout/header';
import { Seeded } from '@/components/query/seeded';
import { badgeCatalogueOptions, notificationsOptions, unreadCountOptions } from '@/lib/api/people';
import { requirePageViewer } from '@/lib/server/auth/page-session';
import { NotificationList } from './notification-list';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('user.notifications');
  return { title: t('title'), robots: { index: false } };
}

export default async function NotificationsPage() {
  await requirePageViewer('/my/notifications');
  const t = await getTranslations('user.notifications');
  const seeds = await seedQueries(notificationsOptions(), unreadCountOptions(), badgeCatalogueOptions());
  return (
    <>
      <Header title={t('title')} />
      <Seeded seeds={seeds}>
        <NotificationList />
      </Seeded>
    </>
  );
}
