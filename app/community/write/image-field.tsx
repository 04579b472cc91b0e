'use client';

import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { Glyph } from '@/components/community/post-actions/glyphs';
import { Spinner } from '@/components/ui/spinner';
import { uploadPostImage } from '@/lib/api/posts-write';
import { useApiErrorMessage, type ApiErrorOverrides } from '@/lib/api/error-message';
import { POST_IMAGE_MAX, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES } from '@/lib/constants';
import styles from './write.module.scss';

type Pending = { id: string; preview: string };

const ACCEPTED = new Set(UPLOAD_ACCEPT.split(','));

export type ImageFieldProps = {
  images: string[];
  onAdd: (url: string) => void;
  onRemove: (url: string) => void;
  /** Number of uploads in flight, so the form can hold its submit until they finish. */
  onPendingChange: (count: number) => void;
  /** A server-side error for the field (e.g. an image that is not the author's). */
  error?: string;
  disabled?: boolean;
};

// Besides these, rate limits and suspensions get the common text; anything else is "upload failed".
const UPLOAD_ERRORS: ApiErrorOverrides = {
  fileTooLarge: 'community.write.errors.fileTooLarge',
  unsupportedFormat: 'community.write.errors.unsupportedFormat',
};

/** Picks images, uploads each at once (spinner on its tile), shows the grid with remove buttons. */
export function ImageField({ images, onAdd, onRemove, onPendingChange, error, disabled = false }: ImageFieldProps) {
  const t = useTranslations('community.write');
  const tAll = useTranslations();
  const errorMessage = useApiErrorMessage();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [pending, setPending] = useState<Pending[]>([]);
  const [localError, setLocalError] = useState<string | null>(null);
  const onPendingChangeRef = useRef(onPendingChange);
  useLayoutEffect(() => {
    onPendingChangeRef.current = onPendingChange;
  });

  useEffect(() => onPendingChangeRef.current(pending.length), [pending.length]);

  const slotsLeft = POST_IMAGE_MAX - images.length - pending.length;

  const upload = async (file: File) => {
    const item: Pending = { id: `${Date.now()}-${Math.random()}`, preview: URL.createObjectURL(file) };
    setPending((p) => [...p, item]);
    try {
      const stored = await uploadPostImage(file);
      onAdd(stored.url);
    } catch (e) {
      setLocalError(errorMessage(e, 'community.write.errors.uploadFailed', UPLOAD_ERRORS));
    } finally {
      URL.revokeObjectURL(item.preview);
      setPending((p) => p.filter((x) => x.id !== item.id));
    }
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = ''; // picking the same file again must fire change again
    if (files.length === 0) return;
    setLocalError(null);
    let problem: string | null = null;
    const accepted: File[] = [];
    for (const file of files) {
      if (file.type && !ACCEPTED.has(file.type)) problem = tAll('community.write.errors.unsupportedFormat');
      else if (file.size > UPLOAD_MAX_BYTES) problem = tAll('community.write.errors.fileTooLarge');
      else accepted.push(file);
    }
    if (accepted.length > slotsLeft) problem = t('errors.tooManyImages', { max: POST_IMAGE_MAX });
    setLocalError(problem);
    for (const file of accepted.slice(0, Math.max(0, slotsLeft))) void upload(file);
  };

  const shownError = localError ?? error;

  return (
    <fieldset className={styles.fieldset} aria-describedby={[hintId, shownError ? errorId : ''].filter(Boolean).join(' ')}>
      <legend className={styles.legend}>
        {t('images')}
        <span className={styles.count}>{t('imageCount', { count: images.length + pending.length, max: POST_IMAGE_MAX })}</span>
      </legend>
      <ul className={styles.imageGrid}>
        {images.map((url, index) => (
          <li key={url} className={styles.tile}>
            {/* Uploaded images are already re-encoded and size-capped by the server. */}
            <img src={url} alt={t('imageAlt', { index: index + 1 })} className={styles.thumb} />
            <button
              type="button"
              className={styles.remove}
              onClick={() => onRemove(url)}
              aria-label={t('removeImage', { index: index + 1 })}
              disabled={disabled}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
        {pending.map((item) => (
          <li key={item.id} className={styles.tile} aria-busy="true">
            <img src={item.preview} alt="" className={clsx(styles.thumb, styles.pendingThumb)} />
            <span className={styles.tileSpinner}>
              <Spinner size={20} announce label={t('uploading')} />
            </span>
          </li>
        ))}
        {slotsLeft > 0 && (
          <li className={styles.tile}>
            <label htmlFor={inputId} className={styles.addTile} data-disabled={disabled || undefined}>
              <Glyph name="plus" size={20} />
              <span>{t('addImage')}</span>
            </label>
            <input id={inputId} type="file" accept={UPLOAD_ACCEPT} multiple className="sr-only" onChange={onPick} disabled={disabled} />
          </li>
        )}
      </ul>
      <p id={hintId} className={styles.hint}>
        {t('imagesHint', { max: POST_IMAGE_MAX })}
      </p>
      {shownError && (
        <p id={errorId} role="alert" className={styles.error}>
          {shownError}
        </p>
      )}
    </fieldset>
  );
}
