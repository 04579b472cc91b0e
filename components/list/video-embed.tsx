import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import styles from './video-embed.module.scss';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);

function parseUrl(url: string): URL | null {
  try {
    return new URL(url.trim());
  } catch {
    return null;
  }
}

function parseStartSeconds(value: string | null): number | null {
  if (!value) return null;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value);
  if (!match || match[0] === '') return null;
  const [, h = '0', m = '0', s = '0'] = match;
  const total = Number(h) * 3600 + Number(m) * 60 + Number(s);
  return total > 0 ? total : null;
}

/**
 * A privacy-enhanced embed URL for https YouTube links (watch, youtu.be, shorts); null for anything else.
 */
export function toYoutubeEmbedUrl(url: string): string | null {
  const parsed = parseUrl(url);
  if (!parsed || parsed.protocol !== 'https:') return null;

  let id: string | null = null;
  if (parsed.hostname === 'youtu.be') {
    id = parsed.pathname.split('/')[1] ?? null;
  } else if (YOUTUBE_HOSTS.has(parsed.hostname)) {
    if (parsed.pathname === '/watch') id = parsed.searchParams.get('v');
    else if (parsed.pathname.startsWith('/shorts/')) id = parsed.pathname.split('/')[2] ?? null;
  }
  if (!id || !YOUTUBE_ID.test(id)) return null;

  const start = parseStartSeconds(parsed.searchParams.get('t') ?? parsed.searchParams.get('start'));
  return `https://www.youtube-nocookie.com/embed/${id}${start ? `?start=${start}` : ''}`;
}

function isWebUrl(url: string): boolean {
  const parsed = parseUrl(url);
  return parsed?.protocol === 'https:' || parsed?.protocol === 'http:';
}

export type VideoEmbedProps = {
  url: string;
  /** Accessible title of the player; defaults to a translated "Video". */
  title?: string;
  className?: string;
};

/**
 * 16:9 player for YouTube links; any other web link is shown as a plain external link,
 * and non-web schemes (javascript:, data:) render nothing. Server-compatible.
 */
export function VideoEmbed({ url, title, className }: VideoEmbedProps) {
  const t = useTranslations('components.video');
  const embedUrl = toYoutubeEmbedUrl(url);

  if (embedUrl) {
    return (
      <div className={clsx(styles.frame, className)}>
        <iframe
          src={embedUrl}
          title={title ?? t('title')}
          className={styles.iframe}
          loading="lazy"
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        />
      </div>
    );
  }

  if (!isWebUrl(url)) return null;

  return (
    <a href={url} target="_blank" rel="noopener noreferrer nofollow" className={clsx(styles.link, className)}>
      {title ?? t('openExternal')}
      <span className="sr-only"> {t('newTab')}</span>
    </a>
  );
}
