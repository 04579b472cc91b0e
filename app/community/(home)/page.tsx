import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { LanguageToggle } from '@/components/community/language-toggle';
import { TitleRow } from '@/components/community/title-row';
import { WriteButton } from '@/components/community/write-button';
import { ClientMessages } from '@/components/i18n/client-messages';
import { GuestWelcome } from '@/components/layout/guest-welcome';
import { Header } from '@/components/layout/header';
import { PostCard, PostCardList } from '@/components/list/post-card';
import { JsonLd } from '@/components/seo/json-ld';
import { EmptyState } from '@/components/ui/empty-state';
import { LanguageSwitch } from '@/components/settings/language-switch';
import { communityHomeJsonLd } from '@/lib/seo/json-ld';
import { loadMainPage } from '@/lib/server/community/main-page';
import { pageViewer } from '@/lib/server/community/page-viewer';
import { absoluteUrl, pageMetadata } from '@/lib/server/seo';
import { pageLanguage, withLanguage } from '@/lib/validation/post-language';
import type { PostSummaryDto } from '@/lib/validation/posts';
import styles from './community-home.module.scss';
import { EventBanner } from './event-banner';
import { HomeSearch } from './home-search';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const t = await getTranslations('translation');
  return pageMetadata({
    title: t('pages.home'),
    description: t('site.description'),
    path: '/community',
    locale,
    siteName: t('site.title'),
  });
}

// The board lists' cards (components/list/post-card), under each section's h2.
function PreviewCards({ posts }: { posts: PostSummaryDto[] }) {
  return (
    <PostCardList className={styles.cards}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} headingLevel={3} />
        </li>
      ))}
    </PostCardList>
  );
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CommunityHomePage({ searchParams }: Props) {
  const locale = await getLocale();
  // The reader's language unless the URL asks for all of them (?lang=all).
  const language = pageLanguage((await searchParams).lang, locale);
  const viewer = await pageViewer();
  const [main, t, pages] = await Promise.all([
    loadMainPage({ viewer, locale }, { language }),
    getTranslations('community.main'),
    getTranslations('translation.pages'),
  ]);
  const newest = main.sections.find((s) => s.key === 'all')?.posts[0]?.created_at ?? null;
  const listed = [...new Set([...main.hot, ...main.sections.flatMap((s) => s.posts)].map((p) => p.id))];

  return (
    <>
      <Header title={pages('home')} variant="exit" right={<LanguageSwitch />} />
      <main id="main" className={styles.main}>
        <ClientMessages namespaces={['community']}>
          <EventBanner banners={main.banners} />
        </ClientMessages>
        <GuestWelcome signedIn={viewer !== null} />

        <HomeSearch />

        <LanguageToggle language={language} mineHref="/community" allHref={withLanguage('/community', 'all')} />

        <section className={styles.section} aria-labelledby="home-hot">
          <TitleRow id="home-hot" icon="hot" title={t('hot')} />
          {main.hot.length === 0 ? (
            <EmptyState message={t('hotEmpty')} className={styles.empty} />
          ) : (
            <ol role="list" className={styles.hot}>
              {main.hot.map((post, k) => (
                <li key={post.id} className={styles.hotItem}>
                  <span className={styles.hotRank} data-rank={k + 1}>
                    <span className="sr-only">{t('rank', { rank: k + 1 })}</span>
                    <span aria-hidden="true">{k + 1}</span>
                  </span>
                  <PostCard post={post} headingLevel={3} />
                </li>
              ))}
            </ol>
          )}
        </section>

        {main.sections.map((section) => (
          <section key={section.key} className={styles.section} aria-labelledby={`home-${section.key}`}>
            <TitleRow
              id={`home-${section.key}`}
              icon={section.key}
              title={t(`sections.${section.key}`)}
              moreHref={withLanguage(`/community/posts?category=${section.category_id}`, language)}
            />
            {section.posts.length === 0 ? (
              <EmptyState message={t('sectionEmpty')} className={styles.empty} />
            ) : (
              <PreviewCards posts={section.posts} />
            )}
          </section>
        ))}

        <p className={styles.noticeLink}>
          <Link href="/community/notice">{pages('notice')}</Link>
        </p>
      </main>
      <WriteButton latestPostAt={newest} />
      <JsonLd data={communityHomeJsonLd({ postIds: listed, absolute: absoluteUrl })} />
    </>
  );
}
