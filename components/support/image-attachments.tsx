'use client';

import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { uploadInquiryImage } from '@/lib/api/support';
import { useApiErrorMessage } from '@/lib/api/error-message';
import { INQUIRY_IMAGE_MAX, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES } from '@/lib/constants';
import styles from './inquiry-form.module.scss';

type Pending = { id: string; preview: string };

export type ImageAttachmentsProps = {
  images: string[];
  onChange: (images: string[]) => void;
  /** Reports uploads in flight, so the form can wait for them. */
  onBusyChange?: (busy: boolean) => void;
  error?: string;
};

const ACCEPTED = new Set(UPLOAD_ACCEPT.split(','));

/**
 * Up to five pictures: each is checked here (count, 5 MB, format) and uploaded at once, so the
 * form and its draft only hold the stored URLs. The server checks everything again.
 */
export function ImageAttachments({ images, onChange, onBusyChange, error }: ImageAttachmentsProps) {
  const t = useTranslations('support.inquiry');
  const errorMessage = useApiErrorMessage();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const nextId = useRef(0);
  const [problem, setProblem] = useState<string | null>(null);
  // The latest list, for uploads that finish after other changes.
  const latest = useRef(images);
  useLayoutEffect(() => {
    latest.current = images;
  });

  useEffect(() => onBusyChange?.(pending.length > 0), [pending.length, onBusyChange]);

  const room = INQUIRY_IMAGE_MAX - images.length - pending.length;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    setProblem(null);
    if (files.length > room) setProblem(t('errors.tooManyImages', { max: INQUIRY_IMAGE_MAX }));
    const accepted: File[] = [];
    for (const file of files.slice(0, Math.max(0, room))) {
      if (file.size > UPLOAD_MAX_BYTES) setProblem(t('errors.fileTooLarge', { name: file.name }));
      else if (file.type && !ACCEPTED.has(file.type)) setProblem(t('errors.unsupportedFormat', { name: file.name }));
      else accepted.push(file);
    }
    await Promise.all(
      accepted.map(async (file) => {
        const item = { id: `p${(nextId.current += 1)}`, preview: URL.createObjectURL(file) };
        setPending((p) => [...p, item]);
        try {
          const stored = await uploadInquiryImage(file);
          latest.current = [...latest.current, stored.url];
          onChange(latest.current);
        } catch (e) {
          setProblem(`${t('errors.uploadFailed')} ${errorMessage(e)}`);
        } finally {
          URL.revokeObjectURL(item.preview);
          setPending((p) => p.filter((x) => x.id !== item.id));
        }
      }),
    );
  };

  const remove = (url: string) => onChange(images.filter((u) => u !== url));
  const shownError = problem ?? error;

  return (
    <fieldset className={styles.field}>
      <legend className={styles.label}>
        {t('attachImages')} <span className={styles.counter}>{t('imageCount', { count: images.length, max: INQUIRY_IMAGE_MAX })}</span>
      </legend>
      <ul className={styles.thumbs}>
        {images.map((url, i) => (
          <li key={url} className={styles.thumb}>
            <img src={url} alt={t('imageAlt', { index: i + 1 })} className={styles.thumbImage} />
            <button
              type="button"
              className={styles.thumbRemove}
              onClick={() => remove(url)}
              aria-label={t('removeImage', { index: i + 1 })}
            >
              ×
            </button>
          </li>
        ))}
        {pending.map((item) => (
          <li key={item.id} className={styles.thumb} aria-busy="true">
            <img src={item.preview} alt="" className={clsx(styles.thumbImage, styles.thumbPending)} />
            <span className={styles.thumbSpinner}>
              <Spinner size={16} announce label={t('uploading')} />
            </span>
          </li>
        ))}
        {room > 0 && (
          <li>
            <label htmlFor={inputId} className={styles.addImage}>
              <span aria-hidden="true" className={styles.addPlus}>
                +
              </span>
              <span className={styles.addText}>{t('addImage')}</span>
            </label>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept={UPLOAD_ACCEPT}
              multiple
              className="sr-only"
              onChange={(e) => void pick(e)}
              aria-describedby={`${inputId}-hint`}
            />
          </li>
        )}
      </ul>
      <p id={`${inputId}-hint`} className={styles.hint}>
        {t('attachHint', { max: INQUIRY_IMAGE_MAX })}
      </p>
      {shownError && (
        <p className={styles.error} role="alert">
          {shownError}
        </p>
      )}
    </fieldset>
  );
}
