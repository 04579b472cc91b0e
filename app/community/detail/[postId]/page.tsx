import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { AuthorChip } from '@/components/community/author-chip';
import { CommentSection } from '@/components/community/comments/comment-section';
import { PostActions } from '@/components/community/post-actions';
import { PostContentView, postTypeKey } from '@/components/community/post-views';
import { ReadHistoryRecorder } from '@/components/community/read-history-recorder';
import { TakedownNotice } from '@/components/community/takedown/takedown-notice';
import { PostLook } from '@/components/room/post-look';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ProfileLink } from '@/components/people/profile-link';
import { Header } from '@/components/layout/header';
import { JsonLd } from '@/components/seo/json-ld';
import { formatRelative, formatYmd } from '@/lib/dates';
import { postJsonLd } from '@/lib/seo/json-ld';
import { pageViewer } from '@/lib/server/community/page-viewer';
import { postPageComments } from '@/lib/server/community/post-page-comments';
import { getPostDetail, postExcerpt } from '@/lib/server/community/posts';
import { takedownOfPost } from '@/lib/server/moderation/takedown';
import { getPostLook } from '@/lib/server/room';
import { AppError } from '@/lib/server/http/errors';
import { absoluteUrl, pageMetadata } from '@/lib/server/seo';
import { idParam } from '@/lib/validation/common';
import type { TakedownDto } from '@/lib/validation/takedown';
import styles from './post-detail.module.scss';

type Props = { params: Promise<{ postId: string }> };

const is404 = (error: unknown) => error instanceof AppError && error.status === 404;

// One load per request for metadata and page. Guests' pages are cached by the server, so the
// view is counted by the browser's beacon (ReadHistoryRecorder), not here. A post a
// rights-infringement request blinded or removed answers its 임시조치 notice instead of a 404.
const loadPost = cache(async (rawId: string) => {
  const parsed = idParam.safeParse({ id: rawId });
  if (!parsed.success) notFound();
  const locale = await getLocale();
  const viewer = await pageViewer();
  try {
    return { post: await getPostDetail(parsed.data.id, { viewer, locale }), takedown: null };
  } catch (error) {
    if (!is404(error)) throw error;
    const takedown = await takedownOfPost(parsed.data.id, viewer);
    if (!takedown) notFound();
    return { post: null, takedown };
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await getLocale();
  const { post } = await loadPost((await params).postId);
  const t = await getTranslations('translation');
  // The notice shows its author and requester their part in the request: never a shared page.
  if (!post)
    return {
      title: (await getTranslations('community.takedown'))('blindedTitle'),
      robots: { index: false },
      other: { 'slime-cache': 'private' },
    };
  return pageMetadata({
    title: post.title,
    description: postExcerpt(post.content, 150),
    path: `/community/detail/${post.id}`,
    locale,
    siteName: t('site.title'),
    image: post.thumbnail ?? undefined,
    type: 'article',
    publishedTime: post.created_at,
    modifiedTime: post.updated_at,
  });
}

export default async function PostDetailPage({ params }: Props) {
  const { postId } = await params;
  const locale = await getLocale();
  const { post, takedown } = await loadPost(postId);
  if (!post) return <TakedownPage takedown={takedown} />;
  const viewer = await pageViewer();
  const [t, tTypes, tUser, pages, comments, look] = await Promise.all([
    getTranslations('community.detail'),
    getTranslations('community.postTypes'),
    getTranslations('user'),
    getTranslations('translation.pages'),
    postPageComments(post.id, viewer?.id ?? null, locale),
    post.look_uuid ? getPostLook(post.id, locale) : null,
  ]);
  const typeKey = postTypeKey(post.post_type);
  const listHref = `/community/posts?category=${post.category.id}`;
  const edited = new Date(post.updated_at).getTime() - new Date(post.created_at).getTime() > 60_000;

  return (
    <>
      <Header title={post.category.name} titleAs="div" />
      {/* One provider for the page's client parts: each provider repeats its messages in the page. */}
      <ClientMessages namespaces={['community']}>
        <main id="main" className={styles.main}>
          <article className={styles.article} aria-labelledby="post-title" data-author={post.author.id}>
            <header className={styles.head}>
              <p className={styles.tags}>
                <Link href={listHref} className={styles.category}>
                  {post.category.name}
                </Link>
                {typeKey !== 'default' && tTypes(typeKey) !== post.category.name && <span className={styles.type}>{tTypes(typeKey)}</span>}
              </p>
              <h1 id="post-title" className={styles.title}>
                {post.title}
              </h1>
              <div className={styles.byline}>
                <ProfileLink user={post.author}>
                  <AuthorChip author={post.author}>
                    <time dateTime={post.created_at} title={formatYmd(post.created_at, locale)}>
                      {t('postedAt', { date: formatRelative(post.created_at, locale) })}
                    </time>
                    {edited && <span className={styles.edited}> · {t('edited')}</span>}
                  </AuthorChip>
                </ProfileLink>
                <ul className={styles.stats} aria-label={t('stats')}>
                  <li>{t('views', { count: post.view_count })}</li>
                  <li>
                    <a href="#comments">{t('comments', { count: post.reply_count })}</a>
                  </li>
                </ul>
              </div>
            </header>
            {look && <PostLook look={look} />}
            <PostContentView post={post} />
            <PostActions post={post} afterDeleteHref={listHref} />
          </article>

          <section id="comments" className={styles.comments}>
            <CommentSection postId={post.id} initialPage={comments} />
          </section>

          <Link href={listHref} className={styles.back}>
            {t('backToList')}
          </Link>
        </main>
      </ClientMessages>
      <ReadHistoryRecorder postId={post.id} />
      <JsonLd
        data={postJsonLd({
          post,
          comments: comments.results,
          listPath: listHref,
          homeName: pages('home'),
          withdrawnName: tUser('withdrawnUser'),
          absolute: absoluteUrl,
        })}
      />
    </>
  );
}

async function TakedownPage({ takedown }: { takedown: TakedownDto }) {
  const [t, tk] = await Promise.all([getTranslations('community.detail'), getTranslations('community.takedown')]);
  return (
    <>
      <Header title={tk('headerTitle')} titleAs="div" />
      <ClientMessages namespaces={['community']}>
        <main id="main" className={styles.main}>
          <TakedownNotice takedown={takedown} />
          <Link href="/community" className={styles.back}>
            {t('backToList')}
          </Link>
        </main>
      </ClientMessages>
    </>
  );
}
