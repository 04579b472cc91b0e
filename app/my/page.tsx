import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Header } from '@/components/layout/header';
import { NotificationBell } from '@/components/people/notification-bell';
import { MyPageView } from './my-page-view';
import { MY_TABS } from './tabs';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('user.personal');
  return { title: t('title'), robots: { index: false } };
}

/** The member's own page (spec §2 personal page): profile, my posts (0), my replies (1), friends (2), blocked members (3). */
export default async function MyPage({ searchParams }: Props) {
  const t = await getTranslations('user.personal');
  const raw = (await searchParams).tab;
  const index = Number(Array.isArray(raw) ? raw[0] : raw);
  const tab = Number.isInteger(index) && index >= 0 && index < MY_TABS.length ? index : 0;
  return (
    <>
      <Header title={t('title')} right={<NotificationBell />} />
      <MyPageView tab={tab} />
    </>
  );
}
