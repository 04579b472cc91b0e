'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { requestResolver, setServerErrors, useClearErrorOnChange } from '@/components/ui/form-errors';
import { Modal } from '@/components/ui/modal';
import { PixelSelect } from '@/components/ui/pixel-select';
import { Textarea } from '@/components/ui/textarea';
import { useApiErrorMessage } from '@/lib/api/error-message';
import { ApiError } from '@/lib/api/request';
import { useRequestTakedownMutation } from '@/lib/api/takedown';
import {
  TAKEDOWN_DAYS,
  TAKEDOWN_REASONS,
  TAKEDOWN_STATEMENT_MAX,
  TAKEDOWN_TRUST_ACCOUNT_DAYS,
  TAKEDOWN_TRUST_MIN_CONTENT,
  takedownRequestInput,
  type TakedownRequestInput,
} from '@/lib/validation/takedown';
import { useUiStore } from '@/stores/ui-store';
import styles from './takedown.module.scss';

type Values = { reason: string; statement: string; affirm: boolean };
const EMPTY: Values = { reason: '', statement: '', affirm: false };
const FIELDS = ['reason', 'statement', 'affirm'] as const;

const TRUST = { accountDays: TAKEDOWN_TRUST_ACCOUNT_DAYS, minContent: TAKEDOWN_TRUST_MIN_CONTENT };

/**
 * The rights-infringement request (임시조치): which right, a statement, and the requester's
 * affirmation. Sent by a trusted member, the post is blinded at once and the page shows its
 * notice; otherwise the request waits for operators and the toast says why; refused, the fields
 * keep what was typed and say what to fix.
 */
export function TakedownModal({ postId, open, onClose }: { postId: number; open: boolean; onClose: () => void }) {
  const t = useTranslations('community.takedown');
  const errorMessage = useApiErrorMessage();
  const router = useRouter();
  const affirmId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(() => requestResolver(takedownRequestInput, (v: Values) => ({ ...v, reason: v.reason || undefined })), []);
  const form = useForm<Values, unknown, TakedownRequestInput>({ defaultValues: EMPTY, resolver, reValidateMode: 'onSubmit' });
  useClearErrorOnChange(form);
  const { control, formState, handleSubmit, reset, setError } = form;
  const {
    field: { ref: reasonRef, ...reason },
  } = useController({ control, name: 'reason' });
  const { field: statement } = useController({ control, name: 'statement' });
  const { field: affirm } = useController({ control, name: 'affirm' });
  const message = (field: (typeof FIELDS)[number]) => {
    const code = formState.errors[field]?.message;
    return code ? (t.has(`errors.${code}`) ? t(`errors.${code}`, { max: TAKEDOWN_STATEMENT_MAX }) : t('errors.invalid')) : undefined;
  };

  const send = useRequestTakedownMutation(postId, {
    onSuccess: (request) => {
      const queued = request.status === 'pending' && request.queue_reason;
      useUiStore.getState().showToast(queued ? t(`queued.${queued}`, TRUST) : t('sent'));
      reset(EMPTY);
      onClose();
      if (!queued) router.refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.errors) {
        const { fields, unplaced } = setServerErrors(setError, error.errors, FIELDS, { focus: true });
        const code = Object.values(unplaced)[0];
        if (code) setFormError(t.has(`errors.${code}`) ? t(`errors.${code}`) : errorMessage(error));
        else if (fields.length === 0) setFormError(errorMessage(error));
        return;
      }
      setFormError(errorMessage(error));
    },
  });

  const close = () => {
    if (send.isPending) return;
    setFormError(null);
    onClose();
  };
  const submit = handleSubmit((body) => {
    setFormError(null);
    send.mutate(body);
  });

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('title')}
      closeOnBackdrop={!send.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={send.isPending}>
            {t('cancel')}
          </Button>
          <Button variant="danger" type="submit" form={`takedown-${postId}`} loading={send.isPending}>
            {t('submit')}
          </Button>
        </>
      }
    >
      <form id={`takedown-${postId}`} className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.lead}>{t('lead', { days: TAKEDOWN_DAYS, ...TRUST })}</p>
        <PixelSelect
          label={t('reasonLabel')}
          placeholder={t('reasonPlaceholder')}
          options={TAKEDOWN_REASONS.map((r) => ({ value: r, label: t(`reasons.${r}`) }))}
          value={reason.value}
          onChange={reason.onChange}
          ref={reasonRef}
          invalid={Boolean(message('reason'))}
          aria-describedby={message('reason') ? `${affirmId}-reason` : undefined}
        />
        {message('reason') ? (
          <p id={`${affirmId}-reason`} className={styles.error}>
            {message('reason')}
          </p>
        ) : null}
        <Textarea
          label={t('statementLabel')}
          placeholder={t('statementPlaceholder')}
          value={statement.value}
          maxLength={TAKEDOWN_STATEMENT_MAX}
          height={140}
          onChange={(e) => statement.onChange(e.target.value)}
          error={message('statement')}
        />
        <div className={styles.affirm}>
          <input
            id={affirmId}
            type="checkbox"
            checked={affirm.value}
            onChange={(e) => affirm.onChange(e.target.checked)}
            aria-invalid={message('affirm') ? true : undefined}
            aria-describedby={message('affirm') ? `${affirmId}-error` : undefined}
          />
          <label htmlFor={affirmId}>{t('affirm')}</label>
        </div>
        {message('affirm') ? (
          <p id={`${affirmId}-error`} className={styles.error}>
            {message('affirm')}
          </p>
        ) : null}
        <ul className={styles.notes}>
          <li>{t('noteAuthor')}</li>
          <li>{t('noteFalse')}</li>
        </ul>
        {formError ? (
          <p className={styles.error} role="alert">
            {formError}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
