'use client';

import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { REPLY_MAX, REPLY_TEXTAREA_HEIGHT } from '@/lib/constants';
import styles from './comment-section.module.scss';

export type ComposerProps = {
  label: string;
  placeholder?: string;
  submitLabel: string;
  initialValue?: string;
  /** Resolves true when the text was saved (the box then empties), false to keep it. */
  onSubmit: (content: string) => Promise<boolean>;
  onCancel?: () => void;
  autoFocus?: boolean;
  /** A field error from the server, shown under the box. */
  error?: string | null;
  compact?: boolean;
};

/** Comment box: 3,500 characters with a counter, 60 px high; refuses empty text; keeps the text when saving fails. */
export function CommentComposer({
  label,
  placeholder,
  submitLabel,
  initialValue = '',
  onSubmit,
  onCancel,
  autoFocus = false,
  error,
  compact = false,
}: ComposerProps) {
  const t = useTranslations('community.comments');
  const [text, setText] = useState(initialValue);
  const [pending, setPending] = useState(false);
  const ref = useRef<HTMLTextAreaElement>(null);
  const empty = text.trim().length === 0;
  const unchanged = initialValue !== '' && text.trim() === initialValue.trim();

  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (empty || unchanged || pending) return;
    setPending(true);
    try {
      if (await onSubmit(text.trim())) setText('');
      else ref.current?.focus();
    } finally {
      setPending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
    if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <form className={compact ? styles.composerCompact : styles.composer} onSubmit={submit} aria-busy={pending || undefined}>
      <Textarea
        ref={ref}
        label={label}
        hideLabel
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        maxLength={REPLY_MAX}
        height={REPLY_TEXTAREA_HEIGHT}
        readOnly={pending}
        error={error ?? undefined}
      />
      <div className={styles.composerActions}>
        {onCancel && (
          <Button size="s" variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
        )}
        <Button size="s" type="submit" disabled={empty || unchanged} loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
