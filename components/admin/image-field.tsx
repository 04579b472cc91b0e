'use client';

import { clsx } from 'clsx';
import { useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { uploadAdminImage } from '@/lib/api/admin';
import { UPLOAD_ACCEPT } from '@/lib/constants';
import type { AdminUploadPurpose } from '@/lib/validation/admin/content/items';
import { useUiStore } from '@/stores/ui-store';
import { useAdminErrors } from './errors';
import styles from './admin.module.scss';

/** An image path with its preview: upload a file (re-encoded by the server) or type an /art/ path. */
export function ImageField({
  label,
  value,
  onChange,
  purpose,
  error,
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  purpose: Exclude<AdminUploadPurpose, 'sprite'>;
  error?: string;
}) {
  const t = useTranslations('ui.admin.items');
  const errors = useAdminErrors();
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (picked: File | undefined) => {
    if (!picked) return;
    setBusy(true);
    try {
      const stored = await uploadAdminImage(picked, purpose);
      onChange(stored.url);
      useUiStore.getState().showToast(t('uploaded'));
    } catch (e) {
      useUiStore.getState().showToast(errors.message(e));
    } finally {
      setBusy(false);
      if (file.current) file.current.value = '';
    }
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row} style={{ padding: 0 }}>
        {value ? <img src={value} alt="" className={styles.thumb} /> : <span className={styles.thumb} aria-hidden="true" />}
        <div className={styles.rowMain}>
          <input
            id={id}
            className={clsx(styles.control, styles.mono)}
            value={value}
            placeholder="/art/… · /uploads/…"
            aria-invalid={error ? true : undefined}
            aria-label={`${label} · ${t('orPath')}`}
            onChange={(e) => onChange(e.target.value)}
          />
          <span className={styles.actions}>
            <input
              ref={file}
              type="file"
              accept={UPLOAD_ACCEPT}
              hidden
              onChange={(e) => void upload(e.target.files?.[0])}
              aria-hidden="true"
              tabIndex={-1}
            />
            <Button size="s" variant="secondary" loading={busy} onClick={() => file.current?.click()}>
              {busy ? t('uploading') : t('upload')}
            </Button>
          </span>
        </div>
      </div>
      {error ? <p className={styles.error}>{error}</p> : null}
    </div>
  );
}
