import { useTranslations } from 'next-intl';
import type { PostDetailDto } from '@/lib/validation/posts';
import { postTypeKey } from './families';
import { PostBody } from './post-body';
import { PostImages, PostVideos } from './post-media';
import { RankBadge } from './rank-badge';
import styles from './post-views.module.scss';

/** Ranking and special-ranking posts (detail only): the rank leads, the text explains it. */
export function RankingView({ post }: { post: PostDetailDto }) {
  const t = useTranslations('community.postTypes');
  return (
    <div className={styles.view} data-view={postTypeKey(post.post_type) === 'specialRanking' ? 'special-ranking' : 'ranking'}>
      <RankBadge rank={post.rank} score={post.ranking_score} label={t(postTypeKey(post.post_type))} />
      <PostBody content={post.content} />
      <PostImages title={post.title} images={post.images} />
      <PostVideos title={post.title} urls={post.video_urls} />
    </div>
  );
}
