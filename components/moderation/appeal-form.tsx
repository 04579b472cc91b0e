'use client';

import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { requestResolver, setServerErrors, useClearErrorOnChange } from '@/components/ui/form-errors';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, post } from '@/lib/api/request';
import { APPEAL_TEXT_MAX, appealSchema, type AppealInput, type AppealStateDto } from '@/lib/validation/moderation';
import { useUiStore } from '@/stores/ui-store';
import styles from './moderation.module.scss';

const FIELDS = ['text'] as const;
const resolver = requestResolver(appealSchema, (draft: AppealInput) => draft);

/** The one appeal of a sanction: text (1–1000 characters), then the page shows its state. */
export function AppealForm({ sanctionId }: { sanctionId: number }) {
  const t = useTranslations('moderation.sanctions');
  const router = useRouter();
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<AppealInput, unknown, AppealInput>({ defaultValues: { text: '' }, resolver, reValidateMode: 'onSubmit' });
  const { control, formState, handleSubmit, setError } = form;
  useClearErrorOnChange(form);
  const { field } = useController({ control, name: 'text' });
  const message = (code: string) => (t.has(`errors.${code}`) ? t(`errors.${code}`) : t('appeal.failed'));

  const send = useMutation({
    mutationFn: (body: AppealInput) => post<AppealStateDto>(`/v1/users/me/sanctions/${sanctionId}/appeal/`, body),
    onSuccess: () => {
      useUiStore.getState().showToast(t('appeal.sent'));
      router.refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.errors) {
        const { fields, unplaced } = setServerErrors(setError, error.errors, FIELDS, { focus: true });
        const code = Object.values(unplaced)[0];
        if (code !== undefined) setFormError(message(code));
        else if (fields.length === 0) setFormError(t('appeal.failed'));
        return;
      }
      setFormError(error instanceof ApiError && error.status === 404 ? message('notFound') : t('appeal.failed'));
    },
  });

  const code = formState.errors.text?.message;
  return (
    <form
      className={styles.appealForm}
      noValidate
      aria-label={t('appeal.title')}
      onSubmit={(event) => {
        setFormError(null);
        void handleSubmit((body) => send.mutate(body))(event);
      }}
    >
      <Textarea
        {...field}
        id={`${id}-text`}
        label={t('appeal.label')}
        placeholder={t('appeal.placeholder')}
        maxLength={APPEAL_TEXT_MAX}
        height={120}
        required
        error={code === undefined ? undefined : message(code)}
      />
      <p className={styles.help}>{t('appeal.help')}</p>
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      <Button type="submit" size="m" loading={send.isPending}>
        {send.isPending ? t('appeal.submitting') : t('appeal.submit')}
      </Button>
    </form>
  );
}
