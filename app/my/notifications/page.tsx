import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Header } from '@/components/layout/header';
import { NotificationList } from './notification-list';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('user.notifications');
  return { title: t('title'), robots: { index: false } };
}

export default async function NotificationsPage() {
  const t = await getTranslations('user.notifications');
  return (
    <>
      <Header title={t('title')} />
      <NotificationList />
    </>
  );
}
