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
import {
  appealDecisionSchema,
  DECISION_NOTE_MAX,
  type AdminAppealDto,
  type AppealDecisionInput,
  type AppealOutcome,
} from '@/lib/validation/moderation';
import { useUiStore } from '@/stores/ui-store';
import styles from './moderation.module.scss';

type Draft = { note: string; outcome: AppealOutcome };
const FIELDS = ['note', 'outcome'] as const;
const resolver = requestResolver(appealDecisionSchema, (draft: Draft) => draft);

/** Uphold or reverse an appeal, with a note the member reads. */
export function AppealDecisionForm({ appealId }: { appealId: number }) {
  const t = useTranslations('moderation');
  const router = useRouter();
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Draft, unknown, AppealDecisionInput>({
    defaultValues: { note: '', outcome: 'uphold' },
    resolver,
    reValidateMode: 'onSubmit',
  });
  const { control, formState, handleSubmit, setError, setValue } = form;
  useClearErrorOnChange(form);
  const { field } = useController({ control, name: 'note' });
  const message = (code: string) => (t.has(`errors.${code}`) ? t(`errors.${code}`) : t('errors.generic'));

  const decide = useMutation({
    mutationFn: (body: AppealDecisionInput) => post<AdminAppealDto>(`/v1/admin/appeals/${appealId}/decision/`, body),
    onSuccess: () => {
      useUiStore.getState().showToast(t('admin.done'));
      router.refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.errors) {
        const { fields, unplaced } = setServerErrors(setError, error.errors, FIELDS, { focus: true });
        const code = Object.values(unplaced)[0];
        setFormError(code !== undefined ? message(code) : fields.length === 0 ? t('errors.generic') : null);
        return;
      }
      setFormError(t('errors.generic'));
    },
  });

  const submit = (outcome: AppealOutcome) => {
    setFormError(null);
    setValue('outcome', outcome);
    void handleSubmit((body) => decide.mutate(body))();
  };
  const code = formState.errors.note?.message;
  return (
    <form className={styles.appealForm} noValidate aria-label={t('admin.decide')} onSubmit={(event) => event.preventDefault()}>
      <Textarea
        {...field}
        id={`${id}-note`}
        label={t('admin.decisionNote')}
        placeholder={t('admin.notePlaceholder')}
        maxLength={DECISION_NOTE_MAX}
        height={100}
        error={code === undefined ? undefined : message(code)}
      />
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      <div className={styles.cardHead}>
        <Button type="button" variant="ghost" loading={decide.isPending} onClick={() => submit('uphold')}>
          {t('admin.uphold')}
        </Button>
        <Button type="button" loading={decide.isPending} onClick={() => submit('reverse')}>
          {t('admin.reverse')}
        </Button>
      </div>
    </form>
  );
}
