import { clsx } from 'clsx';
import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import type { ComponentPropsWithoutRef, CSSProperties } from 'react';
import { Glyph } from '@/components/community/post-actions/glyphs';
import { BadgeChip } from '@/components/people/badge-chip';
import { UserAvatar } from '@/components/people/user-avatar';
import { ArtIcon } from '@/components/ui/art-icon';
import { pixelMapToPath } from '@/components/ui/pixel-icon';
import { DEFAULT_LOCALE } from '@/lib/constants';
import { formatRelative, formatYmd, toIsoString, type DateInput } from '@/lib/dates';
import { isLocale } from '@/lib/locale';
import type { PostSummaryDto } from '@/lib/validation/posts';
import styles from './post-card.module.scss';

// Drawn like the UI kit's glyphs ('#' = one pixel of a 10 × 10 grid).
const BUBBLE = pixelMapToPath([
  '..........',
  '.########.',
  '##########',
  '##########',
  '##########',
  '##########',
  '.########.',
  '..###.....',
  '..##......',
  '..#.......',
]);

function PixelGlyph({ path, className }: { path: string; className?: string }) {
  return (
    <svg width={14} height={14} viewBox="0 0 10 10" shapeRendering="crispEdges" aria-hidden="true" focusable="false" className={className}>
      <path fill="currentColor" d={path} />
    </svg>
  );
}

export type PostCardPost = Pick<
  PostSummaryDto,
  'id' | 'title' | 'category' | 'thumbnail' | 'reply_count' | 'like_count' | 'is_pinned' | 'author' | 'created_at'
> & { items?: PostSummaryDto['items'] };

export type PostCardProps = {
  post: PostCardPost;
  /** Defaults to the post's page. */
  href?: string;
  /** The post's kind ("판매"), in lists that mix boards: it stands before the title instead of the category chip. */
  tag?: string | null;
  /** Off where every row is by the member the page is about. */
  showAuthor?: boolean;
  /** Opened before: the title is quieter, like a visited link. */
  read?: boolean;
  /** The moment elapsed time is measured from (default: now): a client list passes the server's render time until it hydrates. */
  now?: DateInput;
  headingLevel?: 2 | 3;
  className?: string;
};

/**
 * A post in a feed: category, title (the one link; the whole card is its click target), the items
 * of a trade post, a thumbnail when the post has a picture, and the author, like and comment counts
 * and the elapsed time. Server-compatible.
 */
export function PostCard({ post, href, tag, showAuthor = true, read = false, now, headingLevel = 2, className }: PostCardProps) {
  const t = useTranslations('components.postCard');
  const tItem = useTranslations('shared.item');
  const tUser = useTranslations('user');
  const rawLocale = useLocale();
  const locale = isLocale(rawLocale) ? rawLocale : DEFAULT_LOCALE;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const items = post.items ?? [];
  const withdrawn = post.author.is_withdrawn || !post.author.profile.name;
  const badge = withdrawn ? null : post.author.represent_badge?.badge;
  const thumbnail = post.thumbnail;

  return (
    <div
      className={clsx(styles.card, className)}
      data-author={post.author.id}
      data-pinned={post.is_pinned || undefined}
      data-read={read || undefined}
      data-thumb={thumbnail ? true : undefined}
    >
      <div className={styles.body}>
        {!tag && <span className={styles.category}>{post.category.name}</span>}
        <Heading className={styles.heading}>
          <Link href={href ?? `/community/detail/${post.id}`} className={styles.link}>
            {post.is_pinned && <ArtIcon name="pin" size={12} alt={t('pinned')} className={styles.pin} />}
            {/* The first span of the link is the title: list journeys read it from there. */}
            <span className={styles.title}>
              {tag && (
                <>
                  <span className={styles.tag}>
                    <span className="sr-only">[</span>
                    {tag}
                    <span className="sr-only">]</span>
                  </span>{' '}
                </>
              )}
              {post.title}
            </span>
          </Link>
        </Heading>
        {items.length > 0 && (
          <ul className={styles.items} aria-label={t('items')}>
            {items.map((item) => (
              <li key={item.id} className={styles.item}>
                <img src={item.image} alt={item.name} width={28} height={28} loading="lazy" decoding="async" className={styles.itemImage} />
                <span className={styles.grade} style={{ '--grade-color': item.grade_color } as CSSProperties}>
                  <span aria-hidden="true">{item.item_rating}</span>
                  <span className="sr-only">{tItem('grade', { grade: item.item_rating })}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>

      {thumbnail && (
        <img
          src={thumbnail}
          alt=""
          loading="lazy"
          decoding="async"
          className={clsx(styles.thumb, thumbnail.startsWith('/art/') && styles.pixelated)}
          data-testid="post-card-thumb"
        />
      )}

      <div className={styles.meta}>
        {showAuthor && (
          <span className={styles.author}>
            <UserAvatar src={post.author.profile_image} size={24} className={styles.avatar} />
            <span className={styles.nickname} data-withdrawn={withdrawn || undefined}>
              {withdrawn ? tUser('withdrawnUser') : post.author.profile.name}
            </span>
            {badge && <BadgeChip title={badge.title} hexCode={badge.hex_code} className={styles.badge} />}
          </span>
        )}
        <span className={styles.stats}>
          <span className={styles.stat}>
            <Glyph name="heart" size={14} className={styles.likeIcon} />
            <span aria-hidden="true">{post.like_count}</span>
            <span className="sr-only">{t('likes', { count: post.like_count })}</span>
          </span>
          <span className={styles.stat}>
            <PixelGlyph path={BUBBLE} className={styles.replyIcon} />
            <span aria-hidden="true">{post.reply_count}</span>
            <span className="sr-only">{t('replies', { count: post.reply_count })}</span>
          </span>
          <time
            className={styles.date}
            dateTime={toIsoString(post.created_at)}
            title={formatYmd(post.created_at, locale)}
            suppressHydrationWarning
          >
            {formatRelative(post.created_at, locale, { now })}
          </time>
        </span>
      </div>
    </div>
  );
}

/** The list the cards stand in: one card per item, spaced apart. */
export function PostCardList({ className, ...props }: ComponentPropsWithoutRef<'ul'>) {
  return <ul role="list" {...props} className={clsx(styles.list, className)} />;
}
