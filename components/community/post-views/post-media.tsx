import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { VideoEmbed } from '@/components/list/video-embed';
import styles from './post-views.module.scss';

// The game's own art is pixel art: scaled without smoothing. Member photos are scaled normally.
const isPixelArt = (src: string) => src.startsWith('/art/');

export type PostImagesProps = {
  title: string;
  images: string[];
  /** Large, one per row (show-off and contest entries) instead of the compact stack. */
  variant?: 'stack' | 'gallery';
  /** The first image is the page's main picture: load it at once. */
  eagerFirst?: boolean;
};

export function PostImages({ title, images, variant = 'stack', eagerFirst = false }: PostImagesProps) {
  const t = useTranslations('community.detail');
  if (images.length === 0) return null;
  return (
    <ul className={clsx(styles.images, variant === 'gallery' && styles.gallery)} aria-label={t('images')}>
      {images.map((src, k) => (
        <li key={`${src}-${k}`} className={styles.imageItem}>
          {/* Sizes are unknown for uploads; plain img with lazy loading keeps the layout fluid. */}
          <img
            src={src}
            alt={t('imageAlt', { title, index: k + 1 })}
            loading={eagerFirst && k === 0 ? 'eager' : 'lazy'}
            decoding="async"
            className={clsx(styles.image, isPixelArt(src) && styles.pixelated)}
          />
        </li>
      ))}
    </ul>
  );
}

export function PostVideos({ title, urls }: { title: string; urls: string[] }) {
  const t = useTranslations('community.detail');
  if (urls.length === 0) return null;
  return (
    <div className={styles.videos} role="group" aria-label={t('videos')}>
      {urls.map((url, k) => (
        <VideoEmbed key={`${url}-${k}`} url={url} title={t('videoTitle', { title, index: k + 1 })} />
      ))}
    </div>
  );
}
