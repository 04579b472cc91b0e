'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { requestResolver, setServerErrors, useClearErrorOnChange } from '@/components/ui/form-errors';
import { Textarea } from '@/components/ui/textarea';
import { useApiErrorMessage } from '@/lib/api/error-message';
import { ApiError } from '@/lib/api/request';
import { useObjectTakedownMutation } from '@/lib/api/takedown';
import { TAKEDOWN_STATEMENT_MAX, takedownObjectionInput } from '@/lib/validation/takedown';
import { useUiStore } from '@/stores/ui-store';
import styles from './takedown.module.scss';

type Values = { text: string };

/** The author's request to post it again (재게시 요청), once, while the post is blinded. */
export function ObjectionForm({ requestId }: { requestId: number }) {
  const t = useTranslations('community.takedown');
  const errorMessage = useApiErrorMessage();
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values, unknown, { text: string }>({
    defaultValues: { text: '' },
    resolver: requestResolver(takedownObjectionInput, (v: Values) => v),
    reValidateMode: 'onSubmit',
  });
  useClearErrorOnChange(form);
  const { field } = useController({ control: form.control, name: 'text' });
  const code = form.formState.errors.text?.message;
  const send = useObjectTakedownMutation(requestId, {
    onSuccess: () => {
      useUiStore.getState().showToast(t('objected'));
      router.refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.errors) {
        const { fields, unplaced } = setServerErrors(form.setError, error.errors, ['text'], { focus: true });
        const other = Object.values(unplaced)[0];
        if (fields.length === 0) setFormError(other && t.has(`errors.${other}`) ? t(`errors.${other}`) : errorMessage(error));
        return;
      }
      setFormError(errorMessage(error));
    },
  });
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit(({ text }) => {
        setFormError(null);
        send.mutate(text);
      })}
    >
      <Textarea
        label={t('objectionLabel')}
        placeholder={t('objectionPlaceholder')}
        value={field.value}
        maxLength={TAKEDOWN_STATEMENT_MAX}
        height={120}
        onChange={(e) => field.onChange(e.target.value)}
        error={code ? (t.has(`errors.${code}`) ? t(`errors.${code}`, { max: TAKEDOWN_STATEMENT_MAX }) : t('errors.invalid')) : undefined}
      />
      {formError ? (
        <p className={styles.error} role="alert">
          {formError}
        </p>
      ) : null}
      <Button type="submit" loading={send.isPending}>
        {t('objectionSubmit')}
      </Button>
    </form>
  );
}
