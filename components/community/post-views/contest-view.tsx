import { useTranslations } from 'next-intl';
import type { PostDetailDto } from '@/lib/validation/posts';
import { PostBody } from './post-body';
import { PostImages, PostVideos } from './post-media';
import { RankBadge } from './rank-badge';
import styles from './post-views.module.scss';

/** Contest entries (detail only): rank and ranking score, the entry's pictures, then its text. */
export function ContestView({ post }: { post: PostDetailDto }) {
  const t = useTranslations('community.detail');
  return (
    <div className={styles.view} data-view="contest">
      <RankBadge rank={post.rank} score={post.ranking_score} label={t('contestEntry')} />
      <PostImages title={post.title} images={post.images} variant="gallery" eagerFirst />
      <PostBody content={post.content} />
      <PostVideos title={post.title} urls={post.video_urls} />
    </div>
  );
}
