'use client';

import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBrowserSignedIn } from '@/components/layout/signed-in-hint';
import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, type ComponentProps } from 'react';
import { PostCard, PostCardList } from '@/components/list/post-card';
import { MemberCommentList } from '@/components/people/comment-list';
import { FriendButton } from '@/components/people/friend-button';
import { ProfileHeader } from '@/components/people/profile-header';
import { ProfileTabs } from '@/components/people/profile-tabs';
import { UserRow } from '@/components/people/user-row';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { buttonClassName } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { queryFallback } from '@/components/ui/query-fallback';
import { myCommentsOptions } from '@/lib/api/comments';
import { useApiErrorMessage } from '@/lib/api/error-message';
import { peopleKeys } from '@/lib/api/keys';
import {
  blocksOptions,
  friendRequestsOptions,
  friendsOptions,
  myBadgesOptions,
  PEOPLE_ERRORS,
  profileOptions,
  useUnblockUserMutation,
  userPostsOptions,
} from '@/lib/api/people';
import { meOptions } from '@/lib/api/user';
import type { Locale } from '@/lib/constants';
import { formatRelative, formatYmd } from '@/lib/dates';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';
import { MY_TABS } from './tabs';
import styles from './my.module.scss';

export function MyPageView({ tab }: { tab: number }) {
  const t = useTranslations('user');
  const tTrades = useTranslations('trades.entry');
  const locale = useLocale();
  const signedIn = useBrowserSignedIn();

  // The server page put the member's data in the cache; these keep it fresh.
  const me = useQuery({ ...meOptions(), enabled: signedIn, staleTime: 0, refetchOnMount: 'always' });
  useEffect(() => {
    if (me.data) useUserStore.getState().setUser(me.data);
  }, [me.data]);
  const user = me.data;
  const profile = useQuery({ ...profileOptions(user?.uuid ?? ''), enabled: signedIn && Boolean(user?.uuid) });
  const badges = useQuery({ ...myBadgesOptions(), enabled: signedIn });
  // The incoming-request count on the friends tab.
  const requests = useQuery({ ...friendRequestsOptions(), enabled: signedIn });

  if (!user) {
    return (
      <main id="main" className={styles.main}>
        <Skeleton rows={1} variant="list" />
        <Skeleton rows={4} />
      </main>
    );
  }

  const active = MY_TABS[tab] ?? 'posts';
  const pendingIn = requests.data?.incoming.length ?? 0;

  return (
    <main id="main" className={styles.main}>
      <ProfileHeader
        profile={{
          uuid: user.uuid,
          nickname: user.nickname,
          profile_image: user.profile_image,
          status_message: user.status_message,
          role: user.role,
          created_at: user.created_at,
          represent_badge: user.represent_badge,
          counts: profile.data?.counts,
          badges: (badges.data ?? []).filter((b) => !b.is_representative).slice(0, 6),
        }}
        locale={locale}
        actions={
          <div className={styles.myActions}>
            <Link href="/my/edit" className={buttonClassName({ size: 's' })}>
              {t('personal.editProfile')}
            </Link>
            <Link href={`/users/${user.uuid}`} className={buttonClassName({ size: 's', variant: 'secondary' })}>
              {t('personal.viewProfile')}
            </Link>
            <Link href="/my/badges" className={buttonClassName({ size: 's', variant: 'secondary' })}>
              {t('badges.title')}
            </Link>
            <Link href="/account" className={buttonClassName({ size: 's', variant: 'secondary' })}>
              {t('personal.account')}
            </Link>
            <Link href="/my/sanctions" className={buttonClassName({ size: 's', variant: 'secondary' })}>
              {t('personal.sanctions')}
            </Link>
            <Link href="/market/trades" className={buttonClassName({ size: 's', variant: 'secondary' })}>
              {tTrades('myTrades')}
            </Link>
          </div>
        }
      />

      <ProfileTabs
        label={t('personal.tabsLabel')}
        active={active}
        tabs={[
          { key: 'posts', label: t('personal.tabs.myPosts'), href: '/my' },
          { key: 'replies', label: t('personal.tabs.myReplies'), href: '/my?tab=1' },
          { key: 'friends', label: t('personal.tabs.friends'), href: '/my?tab=2', count: pendingIn },
          { key: 'blocked', label: t('personal.tabs.blocked'), href: '/my?tab=3' },
        ]}
      />

      <section
        className={styles.panel}
        aria-label={t(`personal.tabs.${{ posts: 'myPosts', replies: 'myReplies', friends: 'friends', blocked: 'blocked' }[active]}`)}
      >
        {active === 'posts' && <MyPosts uuid={user.uuid} />}
        {active === 'replies' && <MyReplies locale={locale} />}
        {active === 'friends' && <Friends locale={locale} />}
        {active === 'blocked' && <Blocked locale={locale} />}
      </section>
    </main>
  );
}

function MoreButton({ query }: { query: ComponentProps<typeof LoadMore>['query'] }) {
  const t = useTranslations('user.personal');
  return (
    <LoadMore query={query} size="s" className={styles.more}>
      {t('more')}
    </LoadMore>
  );
}

function MyPosts({ uuid }: { uuid: string }) {
  const t = useTranslations('user.personal');
  const query = useInfiniteQuery({ ...userPostsOptions(uuid), staleTime: 0, refetchOnMount: 'always' });
  const fallback = queryFallback(query, { rows: 4, message: t('postsLoadFailed') });
  if (fallback || !query.data) return fallback;
  const posts = query.data.pages.flatMap((p) => p.results);
  if (!posts.length) return <EmptyState message={t('emptyPosts')} />;
  return (
    <>
      <PostCardList>
        {posts.map((p) => (
          <li key={p.id}>
            <PostCard post={p} showAuthor={false} />
          </li>
        ))}
      </PostCardList>
      <MoreButton query={query} />
    </>
  );
}

function MyReplies({ locale }: { locale: Locale }) {
  const t = useTranslations('user');
  const query = useInfiniteQuery({ ...myCommentsOptions(), staleTime: 0, refetchOnMount: 'always' });
  const fallback = queryFallback(query, { rows: 4, message: t('personal.repliesLoadFailed') });
  if (fallback || !query.data) return fallback;
  const comments = query.data.pages.flatMap((p) => p.results);
  if (!comments.length) return <EmptyState message={t('personal.emptyReplies')} />;
  return (
    <>
      <MemberCommentList comments={comments} locale={locale} />
      <MoreButton query={query} />
    </>
  );
}

function Friends({ locale }: { locale: Locale }) {
  const t = useTranslations('user.friend');
  const requests = useQuery(friendRequestsOptions());
  const friends = useInfiniteQuery({ ...friendsOptions(), staleTime: 0, refetchOnMount: 'always' });
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: peopleKeys.requests() });
    void queryClient.invalidateQueries({ queryKey: peopleKeys.friends() });
  };
  const incoming = requests.data?.incoming ?? [];
  const outgoing = requests.data?.outgoing ?? [];
  const list = friends.data?.pages.flatMap((p) => p.results) ?? [];
  const count = friends.data?.pages[0]?.count ?? 0;

  return (
    <div className={styles.stack}>
      <section aria-labelledby="friend-requests">
        <h2 id="friend-requests" className={styles.subheading}>
          {t('requestsTitle')}
        </h2>
        {requests.isPending ? (
          <Skeleton rows={1} variant="list" />
        ) : incoming.length ? (
          <FriendRows rows={incoming} state="pending_incoming" locale={locale} onChange={refresh} />
        ) : (
          <p className={styles.none}>{t('noRequests')}</p>
        )}
      </section>

      {outgoing.length > 0 && (
        <section aria-labelledby="friend-outgoing">
          <h2 id="friend-outgoing" className={styles.subheading}>
            {t('outgoingTitle')}
          </h2>
          <FriendRows rows={outgoing} state="pending_outgoing" locale={locale} onChange={refresh} />
        </section>
      )}

      <section aria-labelledby="friend-list">
        <h2 id="friend-list" className={styles.subheading}>
          {t('listTitle')} <span className={styles.subcount}>{t('count', { count })}</span>
        </h2>
        {friends.isPending ? (
          <Skeleton rows={3} variant="list" />
        ) : friends.isError ? (
          <ErrorState message={t('loadFailed')} onRetry={() => void friends.refetch()} />
        ) : list.length ? (
          <>
            <FriendRows rows={list} state="friends" onChange={refresh} />
            <MoreButton query={friends} />
          </>
        ) : (
          <EmptyState message={t('empty')} />
        )}
      </section>
    </div>
  );
}

/** Members with the friend button for where each stands with the reader; a request shows when it was sent. */
function FriendRows({
  rows,
  state,
  locale,
  onChange,
}: {
  rows: readonly { user: ComponentProps<typeof UserRow>['user']; created_at?: string }[];
  state: ComponentProps<typeof FriendButton>['state'];
  /** Given for requests: their time is the caption. */
  locale?: Locale;
  onChange: () => void;
}) {
  return (
    <ul className={styles.list}>
      {rows.map((r) => (
        <li key={r.user.uuid}>
          <UserRow
            user={r.user}
            caption={locale && r.created_at ? formatRelative(r.created_at, locale) : undefined}
            actions={
              <FriendButton userUuid={r.user.uuid} nickname={r.user.profile.name ?? ''} state={state} onStateChange={onChange} size="s" />
            }
          />
        </li>
      ))}
    </ul>
  );
}

function Blocked({ locale }: { locale: Locale }) {
  const t = useTranslations('user.block');
  const errorMessage = useApiErrorMessage();
  const showToast = useUiStore((s) => s.showToast);
  const router = useRouter();
  const blocks = useInfiniteQuery({ ...blocksOptions(), staleTime: 0, refetchOnMount: 'always' });
  // The hook reads everything cached again (the member's posts and comments come back).
  const unblock = useUnblockUserMutation({
    onSuccess: () => {
      showToast(t('unblocked'));
      router.refresh();
    },
    onError: (error) => showToast(errorMessage(error, 'user.block.unblockFailed', PEOPLE_ERRORS)),
  });
  const fallback = queryFallback(blocks, { rows: 3, variant: 'list', message: t('listLoadFailed') });
  if (fallback || !blocks.data) return fallback;
  const list = blocks.data.pages.flatMap((p) => p.results);
  if (!list.length) return <EmptyState message={t('listEmpty')} />;
  return (
    <>
      <ul className={styles.list} aria-label={t('listTitle')}>
        {list.map((b) => (
          <li key={b.user.uuid}>
            <UserRow
              user={b.user}
              caption={t('blockedAt', { date: formatYmd(b.blocked_at, locale) })}
              actions={
                <Button
                  size="s"
                  variant="secondary"
                  loading={unblock.isPending && unblock.variables === b.user.uuid}
                  onClick={() => unblock.mutate(b.user.uuid)}
                >
                  {t('unblock')}
                </Button>
              }
            />
          </li>
        ))}
      </ul>
      <MoreButton query={blocks} />
    </>
  );
}
