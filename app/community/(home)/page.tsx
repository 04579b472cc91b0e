import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { LanguageToggle } from '@/components/community/language-toggle';
import { TitleRow } from '@/components/community/title-row';
import { WriteButton } from '@/components/community/write-button';
import { ClientMessages } from '@/components/i18n/client-messages';
import { GuestWelcome } from '@/components/layout/guest-welcome';
import { Header } from '@/components/layout/header';
import { PostRow } from '@/components/list/post-row';
import { JsonLd } from '@/components/seo/json-ld';
import { LanguageSwitch } from '@/components/settings/language-switch';
import { INPUT_MAX_LENGTH } from '@/lib/constants';
import { communityHomeJsonLd } from '@/lib/seo/json-ld';
import { loadMainPage } from '@/lib/server/community/main-page';
import { pageViewer } from '@/lib/server/community/page-viewer';
import { absoluteUrl, pageMetadata } from '@/lib/server/seo';
import { pageLanguage, withLanguage } from '@/lib/validation/post-language';
import type { PostSummaryDto } from '@/lib/validation/posts';
import styles from './community-home.module.scss';
import { EventBanner } from './event-banner';

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

function PreviewRows({ posts }: { posts: PostSummaryDto[] }) {
  return (
    <ul className={styles.rows} role="list">
      {posts.map((post) => (
        <li key={post.id}>
          <PostRow
            title={post.title}
            href={`/community/detail/${post.id}`}
            date={post.created_at}
            isDate
            replyCount={post.reply_count}
            isReplyCount
            authorId={post.author.id}
          />
        </li>
      ))}
    </ul>
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

        {/* A plain GET form: searching works before (and without) JavaScript. */}
        <form action="/community/search" method="get" role="search" aria-label={t('searchLabel')} className={styles.search}>
          <input
            type="search"
            name="keyword"
            required
            maxLength={INPUT_MAX_LENGTH}
            placeholder={t('searchPlaceholder')}
            aria-label={t('searchLabel')}
            className={styles.searchInput}
            enterKeyHint="search"
          />
          <button type="submit" className={styles.searchButton} aria-label={t('searchSubmit')}>
            <svg width="18" height="18" viewBox="0 0 9 9" shapeRendering="crispEdges" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M2 0h3v1h1v1h1v3H6v1H5v1H2V6H1V5H0V2h1V1h1zM2 1v1H1v3h1v1h3V5h1V2H5V1zM6 6h1v1h1v1h1v1H8V8H7V7H6z"
              />
            </svg>
          </button>
        </form>

        <LanguageToggle language={language} mineHref="/community" allHref={withLanguage('/community', 'all')} />

        <section className={styles.section} aria-labelledby="home-hot">
          <TitleRow id="home-hot" icon="hot" title={t('hot')} />
          {main.hot.length === 0 ? (
            <p className={styles.empty}>{t('hotEmpty')}</p>
          ) : (
            <ol className={styles.hot} role="list">
              {main.hot.map((post, k) => (
                <li key={post.id} className={styles.hotItem}>
                  <span className={styles.hotRank} data-rank={k + 1}>
                    <span className="sr-only">{t('rank', { rank: k + 1 })}</span>
                    <span aria-hidden="true">{k + 1}</span>
                  </span>
                  <PostRow
                    title={post.title}
                    href={`/community/detail/${post.id}`}
                    date={post.created_at}
                    isDate
                    replyCount={post.reply_count}
                    isReplyCount
                    authorId={post.author.id}
                    className={styles.hotRow}
                  />
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
            {section.posts.length === 0 ? <p className={styles.empty}>{t('sectionEmpty')}</p> : <PreviewRows posts={section.posts} />}
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
