'use client';

import { useDeferredValue, useId, type ComponentProps } from 'react';
import { useTranslations } from 'next-intl';
import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { Markdown } from '@/components/markdown/markdown';
import { bilingual, type BilingualProps } from './bilingual-fields';
import { useBoundField, type Bound, type Unbound } from './editor-form';
import styles from './markdown-editor.module.scss';

/**
 * A Markdown text area with a live preview beside it (below it on phones), rendered by the same
 * component as the public pages, so what the operator sees is what readers get.
 */
export function MarkdownEditor({
  label,
  value,
  onChange,
  error,
  maxLength,
  rows = 14,
  lang,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  maxLength?: number;
  rows?: number;
  lang?: string;
}) {
  const t = useTranslations('ui.admin.common');
  const id = useId();
  // Typing stays responsive on long guides: the preview may lag a frame behind.
  const preview = useDeferredValue(value);
  return (
    <div className={styles.editor}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.panes}>
        <textarea
          id={id}
          className={styles.source}
          value={value}
          rows={rows}
          maxLength={maxLength}
          lang={lang}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        <section className={styles.preview} aria-label={`${label} · ${t('livePreview')}`} lang={lang}>
          <p className={styles.previewLabel} aria-hidden="true">
            {t('livePreview')}
          </p>
          {preview.trim() ? <Markdown className="readable">{preview}</Markdown> : <p className={styles.placeholder}>{t('previewEmpty')}</p>}
        </section>
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** MarkdownEditor bound to an editor form (kept here so that forms without Markdown do not load it). */
export function FormMarkdownEditor<V extends FieldValues, O, N extends FieldPathByValue<V, string>>({
  control,
  name,
  error,
  ...rest
}: Bound<V, O, N> & Omit<ComponentProps<typeof MarkdownEditor>, Unbound>) {
  const { value, onChange, error: shown } = useBoundField({ control, name, error });
  return <MarkdownEditor {...rest} value={value as string} onChange={onChange} error={shown} />;
}

/** A Markdown text in both languages (see BilingualFields). */
export function FormBilingualMarkdown<V extends FieldValues, O, N extends FieldPathByValue<V, string>>({
  control,
  names,
  labels,
  errors,
  maxLength,
  rows,
}: BilingualProps<V, O, N> & { rows?: number }) {
  return (
    <>
      {bilingual(names, labels, errors).map((field) => (
        <FormMarkdownEditor key={field.lang} control={control} maxLength={maxLength} rows={rows} {...field} />
      ))}
    </>
  );
}
