import type { PostDetailDto } from '@/lib/validation/posts';
import { PostBody } from './post-body';
import { PostImages, PostVideos } from './post-media';
import styles from './post-views.module.scss';

/** Default, community and general posts: the text first, then pictures and videos. */
export function DefaultView({ post }: { post: PostDetailDto }) {
  return (
    <div className={styles.view} data-view="default">
      <PostBody content={post.content} />
      <PostImages title={post.title} images={post.images} />
      <PostVideos title={post.title} urls={post.video_urls} />
    </div>
  );
}
