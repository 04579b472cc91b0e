import { useTranslations } from 'next-intl';
import type { PostDetailDto } from '@/lib/validation/posts';
import { PostBody } from './post-body';
import { PostImages, PostVideos } from './post-media';
import styles from './post-views.module.scss';

/** Notices posted on the board by the operators. */
export function NoticeView({ post }: { post: PostDetailDto }) {
  const t = useTranslations('community.detail');
  return (
    <div className={styles.view} data-view="notice">
      <p className={styles.ribbon} data-tone="official">
        {t('official')}
      </p>
      <PostBody content={post.content} />
      <PostImages title={post.title} images={post.images} />
      <PostVideos title={post.title} urls={post.video_urls} />
    </div>
  );
}
