'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { z } from '@/lib/zod';
import { VideoEmbed } from '@/components/list/video-embed';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { VIDEO_URL_MAX } from '@/lib/validation/posts';
import styles from './write.module.scss';

const httpsUrl = z.url({ protocol: /^https$/ });

export type VideoFieldProps = {
  urls: string[];
  onChange: (urls: string[]) => void;
  error?: string;
  disabled?: boolean;
};

/** Video links: https only, at most VIDEO_URL_MAX, each previewed as it will be shown. */
export function VideoField({ urls, onChange, error, disabled = false }: VideoFieldProps) {
  const t = useTranslations('community.write');
  const [draft, setDraft] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);

  const add = () => {
    const url = draft.trim();
    if (!url) return;
    if (urls.length >= VIDEO_URL_MAX) return setLocalError(t('errors.tooManyVideos', { max: VIDEO_URL_MAX }));
    if (!httpsUrl.safeParse(url).success) return setLocalError(t('errors.videoUrl'));
    if (urls.includes(url)) return setLocalError(t('errors.videoDuplicate'));
    onChange([...urls, url]);
    setDraft('');
    setLocalError(null);
  };

  const full = urls.length >= VIDEO_URL_MAX;

  return (
    <div className={styles.videoField}>
      <Input
        label={t('videos')}
        type="url"
        inputMode="url"
        value={draft}
        onChange={(e) => {
          setDraft(e.target.value);
          setLocalError(null);
        }}
        onEnter={(_value, event) => {
          event.preventDefault(); // Enter adds the link; it must not submit the post
          add();
        }}
        placeholder={t('videoPlaceholder')}
        hint={t('videosHint', { max: VIDEO_URL_MAX })}
        error={localError ?? error}
        maxLength={300}
        disabled={disabled || full}
        trailing={
          <Button size="s" variant="secondary" onClick={add} disabled={disabled || full || !draft.trim()} className={styles.addVideo}>
            {t('addVideo')}
          </Button>
        }
      />
      {urls.length > 0 && (
        <ul className={styles.videoList}>
          {urls.map((url, index) => (
            <li key={url} className={styles.videoItem}>
              <div className={styles.videoHead}>
                <span className={styles.videoUrl}>{url}</span>
                <button
                  type="button"
                  className={styles.textButton}
                  onClick={() => onChange(urls.filter((u) => u !== url))}
                  aria-label={t('removeVideo', { index: index + 1 })}
                  disabled={disabled}
                >
                  ×
                </button>
              </div>
              <VideoEmbed url={url} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
