import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { seedQueries } from '@/app/seed-query';
import { Header } from '@/components/layout/header';
import { NotificationBell } from '@/components/people/notification-bell';
import { Seeded } from '@/components/query/seeded';
import { myCommentsOptions } from '@/lib/api/comments';
import { blocksOptions, friendRequestsOptions, friendsOptions, myBadgesOptions, profileOptions, userPostsOptions } from '@/lib/api/people';
import { meOptions } from '@/lib/api/user';
import { requirePageViewer } from '@/lib/server/auth/page-session';
import { MyPageView } from './my-page-view';
import { MY_TABS, type MyTab } from './tabs';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('user.personal');
  return { title: t('title'), robots: { index: false } };
}

/** The tab's list, as the tab reads it. */
function tabOptions(tab: MyTab, uuid: string) {
  switch (tab) {
    case 'replies':
      return myCommentsOptions();
    case 'friends':
      return friendsOptions();
    case 'blocked':
      return blocksOptions();
    default:
      return userPostsOptions(uuid);
  }
}

/** The member's own page: profile, my posts (0), my replies (1), friends (2), blocked members (3). */
export default async function MyPage({ searchParams }: Props) {
  const raw = (await searchParams).tab;
  const index = Number(Array.isArray(raw) ? raw[0] : raw);
  const tab = Number.isInteger(index) && index >= 0 && index < MY_TABS.length ? index : 0;
  const viewer = await requirePageViewer(tab ? `/my?tab=${tab}` : '/my');
  const t = await getTranslations('user.personal');
  const seeds = await seedQueries(
    meOptions(),
    profileOptions(viewer.uuid),
    myBadgesOptions(),
    friendRequestsOptions(),
    tabOptions(MY_TABS[tab]!, viewer.uuid),
  );
  return (
    <>
      <Header title={t('title')} right={<NotificationBell />} />
      <Seeded seeds={seeds}>
        <MyPageView tab={tab} />
      </Seeded>
    </>
  );
}
