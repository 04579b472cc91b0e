import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { Header } from '@/components/layout/header';
import { PostCard, PostCardList } from '@/components/list/post-card';
import { ClientMessages } from '@/components/i18n/client-messages';
import { BadgeChip } from '@/components/people/badge-chip';
import { MemberCommentList } from '@/components/people/comment-list';
import { BlockedGate, ProfileActions, ProfileMenu } from '@/components/people/profile-client';
import { ProfileHeader } from '@/components/people/profile-header';
import { PageLinks, ProfileTabs } from '@/components/people/profile-tabs';
import lookStyles from '@/components/room/look-view.module.scss';
import { ReputationCard } from '@/components/trades/reputation-card';
import { EmptyState } from '@/components/ui/empty-state';
import { PAGE_SIZE } from '@/lib/constants';
import { formatYmd } from '@/lib/dates';
import { pageViewer } from '@/lib/server/community/page-viewer';
import { AppError } from '@/lib/server/http/errors';
import { listOwnedBadges } from '@/lib/server/people/badges';
import { getPublicProfile, listUserComments, listUserPosts } from '@/lib/server/people/profiles';
import { pageMetadata } from '@/lib/server/seo';
import styles from './profile-page.module.scss';

type Props = { params: Promise<{ uuid: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const TABS = ['posts', 'comments', 'badges'] as const;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const tabOf = (raw: string | undefined) => TABS[Number(raw)] ?? 'posts';
const pageOf = (raw: string | undefined) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 && n < 100_000 ? n : 1;
};

const loadProfile = cache(async (uuid: string) => {
  const locale = await getLocale();
  const viewer = await pageViewer();
  try {
    return { profile: await getPublicProfile(uuid, viewer, locale), viewer, locale };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { profile, locale } = await loadProfile((await params).uuid);
  const [t, tSite] = await Promise.all([getTranslations('user'), getTranslations('translation')]);
  if (profile.is_withdrawn) return { title: t('profile.withdrawnTitle'), robots: { index: false } };
  return {
    ...pageMetadata({
      title: profile.nickname ?? t('profile.title'),
      description: profile.status_message || t('profile.title'),
      path: `/users/${profile.uuid}`,
      locale,
      siteName: tSite('site.title'),
      image: profile.profile_image ?? undefined,
    }),
    robots: { index: false },
  };
}

/** Another member's profile: header, friend / chat / report / block, the trade reputation, and the posts (0), comments (1) and badges (2) tabs. */
export default async function UserProfilePage({ params, searchParams }: Props) {
  const { uuid } = await params;
  const query = await searchParams;
  const { profile, viewer, locale } = await loadProfile(uuid);
  const t = await getTranslations('user');
  const tCommon = await getTranslations('common');
  const tPager = await getTranslations('common.pagination');

  if (profile.is_withdrawn) {
    return (
      <>
        <Header title={t('profile.withdrawnTitle')} />
        <main id="main" className={styles.main}>
          <EmptyState message={t('profile.withdrawnMessage')}>
            <Link href="/community" className={styles.homeLink}>
              {tCommon('notFound.goHome')}
            </Link>
          </EmptyState>
        </main>
      </>
    );
  }

  const tab = tabOf(first(query.tab));
  const page = pageOf(first(query.page));
  const base = `/users/${profile.uuid}`;
  const tabHref = (k: number) => (k === 0 ? base : `${base}?tab=${k}`);
  const pageHref = (p: number) => `${base}?tab=${TABS.indexOf(tab)}${p > 1 ? `&page=${p}` : ''}`;
  const paging = { page, page_size: PAGE_SIZE };
  const [badges, posts, comments] = await Promise.all([
    listOwnedBadges(profile.id, locale),
    tab === 'posts' ? listUserPosts(uuid, viewer, paging, locale) : null,
    tab === 'comments' ? listUserComments(uuid, viewer, paging, locale) : null,
  ]);
  const pager = (count: number) => (
    <PageLinks
      page={page}
      count={count}
      pageSize={PAGE_SIZE}
      hrefFor={pageHref}
      labels={{
        label: tPager('label'),
        previous: tPager('previous'),
        next: tPager('next'),
        page: tPager('page', { page, total: Math.max(1, Math.ceil(count / PAGE_SIZE)) }),
      }}
    />
  );

  return (
    <>
      <Header title={t('profile.title')} />
      <main id="main" className={styles.main}>
        <ProfileHeader
          profile={{ ...profile, badges: badges.filter((b) => !b.is_representative).slice(0, 6) }}
          locale={locale}
          corner={<ProfileMenu profile={profile} />}
          actions={<ProfileActions profile={profile} />}
        />
        <p className={lookStyles.meta}>
          <Link href={`${base}/room`} className={lookStyles.metaLink}>
            {t('room.visitRoom')}
          </Link>
        </p>
        <ClientMessages namespaces={['trades.reputation', 'trades.ratings', 'trades.unknownUser']}>
          <ReputationCard userUuid={profile.uuid} />
        </ClientMessages>

        <ProfileTabs
          label={t('profile.tabsLabel')}
          active={tab}
          tabs={[
            { key: 'posts', label: t('profile.tabs.posts'), href: tabHref(0) },
            { key: 'comments', label: t('profile.tabs.comments'), href: tabHref(1) },
            { key: 'badges', label: t('profile.tabs.badges'), href: tabHref(2) },
          ]}
        />

        <BlockedGate profile={profile}>
          <section className={styles.panel} aria-label={t(`profile.tabs.${tab}`)}>
            {posts &&
              (posts.results.length ? (
                <PostCardList>
                  {posts.results.map((p) => (
                    <li key={p.id}>
                      <PostCard post={p} showAuthor={false} />
                    </li>
                  ))}
                </PostCardList>
              ) : (
                <EmptyState message={t('profile.emptyPosts')} />
              ))}
            {posts && pager(posts.count)}

            {comments &&
              (comments.results.length ? (
                <MemberCommentList comments={comments.results} locale={locale} />
              ) : (
                <EmptyState message={t('profile.emptyComments')} />
              ))}
            {comments && pager(comments.count)}

            {tab === 'badges' &&
              (badges.length ? (
                <ul className={styles.badgeGrid}>
                  {badges.map((b) => (
                    <li key={b.id} className={styles.badgeCard}>
                      <BadgeChip title={b.title} hexCode={b.hex_code} size="m" />
                      {b.is_representative && <span className={styles.representative}>{t('badges.representative')}</span>}
                      <p className={styles.badgeDescription}>{b.description}</p>
                      <p className={styles.badgeDate}>
                        <time dateTime={b.acquired_at}>{t('badges.acquiredAt', { date: formatYmd(b.acquired_at, locale) })}</time>
                      </p>
                    </li>
                  ))}
                </ul>
              ) : (
                <EmptyState message={t('badges.empty')} />
              ))}
          </section>
        </BlockedGate>
      </main>
    </>
  );
}
