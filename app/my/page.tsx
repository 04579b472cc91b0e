import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Header } from '@/components/layout/header';
import { NotificationBell } from '@/components/people/notification-bell';
import { firstPage, Seeded, type Seed } from '@/components/query/seeded';
import { commentKeys, meKeys, peopleKeys } from '@/lib/api/keys';
import { cursorEnvelope, pageEnvelope } from '@/lib/server/http/paging';
import { requirePageViewer } from '@/lib/server/auth/page-session';
import { listMyComments } from '@/lib/server/community/comments';
import { listOwnedBadges } from '@/lib/server/people/badges';
import { listBlocks } from '@/lib/server/people/blocks';
import { listFriendRequests, listFriends } from '@/lib/server/people/friends';
import { getPublicProfile, listUserPosts } from '@/lib/server/people/profiles';
import { getMe } from '@/lib/server/people/me';
import { pageQuery } from '@/lib/validation/common';
import { MyPageView } from './my-page-view';
import { MY_TABS } from './tabs';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('user.personal');
  return { title: t('title'), robots: { index: false } };
}

/** The member's own page: profile, my posts (0), my replies (1), friends (2), blocked members (3). */
export default async function MyPage({ searchParams }: Props) {
  const raw = (await searchParams).tab;
  const index = Number(Array.isArray(raw) ? raw[0] : raw);
  const tab = Number.isInteger(index) && index >= 0 && index < MY_TABS.length ? index : 0;
  const viewer = await requirePageViewer(tab ? `/my?tab=${tab}` : '/my');
  const [t, locale] = await Promise.all([getTranslations('user.personal'), getLocale()]);
  const me = await getMe(viewer.id, locale);
  const firstOf = pageQuery.parse({});
  const tabSeed = async (): Promise<Seed> => {
    switch (MY_TABS[tab]) {
      case 'replies':
        return firstPage(commentKeys.mine(), cursorEnvelope('/api/v1/community/reply/my/', await listMyComments(viewer.id)), null);
      case 'friends':
        return firstPage(peopleKeys.friends(), pageEnvelope('/api/v1/friends/?page=1', await listFriends(viewer.id, firstOf, locale)));
      case 'blocked':
        return firstPage(peopleKeys.blocks(), pageEnvelope('/api/v1/user/block/?page=1', await listBlocks(viewer.id, firstOf, locale)));
      default:
        return firstPage(
          peopleKeys.posts(me.uuid),
          pageEnvelope(`/api/v1/users/${me.uuid}/posts/?page=1`, await listUserPosts(me.uuid, viewer, firstOf, locale)),
        );
    }
  };
  const [profile, badges, requests, tabData] = await Promise.all([
    getPublicProfile(me.uuid, viewer, locale),
    listOwnedBadges(viewer.id, locale),
    listFriendRequests(viewer.id, locale),
    tabSeed(),
  ]);
  return (
    <>
      <Header title={t('title')} right={<NotificationBell />} />
      <Seeded
        seeds={[
          { queryKey: meKeys.all, data: me },
          { queryKey: peopleKeys.profile(me.uuid), data: profile },
          { queryKey: peopleKeys.myBadges(), data: badges },
          { queryKey: peopleKeys.requests(), data: requests },
          tabData,
        ]}
      >
        <MyPageView tab={tab} />
      </Seeded>
    </>
  );
}
