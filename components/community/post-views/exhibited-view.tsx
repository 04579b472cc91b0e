import type { PostDetailDto } from '@/lib/validation/posts';
import { PostBody } from './post-body';
import { PostImages, PostVideos } from './post-media';
import styles from './post-views.module.scss';

/** Exhibited items (show-off posts): the pictures are the post, shown large before the text. */
export function ExhibitedView({ post }: { post: PostDetailDto }) {
  return (
    <div className={styles.view} data-view="exhibited">
      <PostImages title={post.title} images={post.images} variant="gallery" eagerFirst />
      <PostBody content={post.content} />
      <PostVideos title={post.title} urls={post.video_urls} />
    </div>
  );
}
