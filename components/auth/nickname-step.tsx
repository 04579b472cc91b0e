'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ReactNode, Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { nicknameAvailabilityOptions } from '@/lib/api/account';
import { validationMessage, type AuthErrorView, type MessageRef } from '@/lib/auth/auth-error';
import { NICKNAME_MAX, NICKNAME_MIN, SEARCH_DEBOUNCE_MS } from '@/lib/constants';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { nicknameSchema } from '@/lib/validation/auth';
import { useAuthField, useAuthForm, type AuthForm } from './auth-form';
import { FieldError, FormAlert } from './form-alert';
import { nicknameFormSchema, type NicknameForm } from './form-schemas';
import { StepHeading } from './step-heading';
import styles from './auth.module.scss';

export type NicknameStatus =
  | { state: 'empty' }
  | { state: 'invalid'; message: MessageRef }
  | { state: 'checking' }
  | { state: 'available'; nickname: string }
  | { state: 'taken' }
  // The word filter refuses it.
  | { state: 'banned' }
  // The check itself failed (offline): submitting is still allowed, the server decides.
  | { state: 'unknown'; nickname: string };

/** Client rules from the shared schema, then the server's answer once typing has paused 300 ms. */
export function useNicknameStatus(value: string): NicknameStatus {
  const parsed = nicknameSchema.safeParse(value);
  const candidate = parsed.success ? parsed.data : '';
  const debounced = useDebouncedValue(candidate, SEARCH_DEBOUNCE_MS);
  const settled = candidate !== '' && debounced === candidate;
  const query = useQuery({ ...nicknameAvailabilityOptions(debounced), enabled: settled });

  if (!value.trim()) return { state: 'empty' };
  if (!parsed.success) return { state: 'invalid', message: validationMessage(parsed.error.issues[0]?.message ?? '', 'nickname') };
  if (!settled || query.isPending) return { state: 'checking' };
  if (query.isError) return { state: 'unknown', nickname: candidate };
  if (query.data.available) return { state: 'available', nickname: candidate };
  return query.data.reason === 'bannedWord' ? { state: 'banned' } : { state: 'taken' };
}

export const useNicknameForm = () => useAuthForm(nicknameFormSchema, { nickname: '' });

export type NicknameStepProps = {
  /** From useNicknameForm: the parent keeps the name, and puts the server's answer (e.g. its 2005) on the field. */
  form: AuthForm<NicknameForm>;
  onSubmit: (nickname: string) => void;
  pending: boolean;
  error: AuthErrorView | null;
  title: ReactNode;
  description: ReactNode;
  submitLabel: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
};

export function NicknameStep({ form, onSubmit, pending, error, title, description, submitLabel, headingRef, children }: NicknameStepProps) {
  const t = useTranslations('auth.register.nickname');
  const field = useAuthField(form, 'nickname');
  const status = useNicknameStatus(field.value);

  // The last submit's message (the schema's or the server's) until the name is edited, else what typing shows.
  const fieldMessage: MessageRef | null =
    field.message ??
    (status.state === 'invalid'
      ? status.message
      : status.state === 'taken'
        ? { key: 'auth.errors.nicknameInUse' }
        : status.state === 'banned'
          ? { key: 'auth.errors.nicknameBanned' }
          : null);

  const hint =
    status.state === 'checking' ? (
      <span role="status">{t('checking')}</span>
    ) : status.state === 'available' ? (
      <span role="status" className={styles.fieldOk}>
        {t('available')}
      </span>
    ) : status.state === 'unknown' ? (
      <span role="status">{t('checkFailed')}</span>
    ) : (
      t('rule', { min: NICKNAME_MIN, max: NICKNAME_MAX })
    );

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit(() => {
        // Taken and still-checking names already say why next to the field.
        if (status.state === 'available' || status.state === 'unknown') onSubmit(status.nickname);
      })}
    >
      <StepHeading headingRef={headingRef} title={title} description={description} />
      <Input
        label={t('label')}
        placeholder={t('placeholder', { min: NICKNAME_MIN, max: NICKNAME_MAX })}
        value={field.value}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        autoComplete="nickname"
        maxLength={NICKNAME_MAX}
        showCounter
        error={fieldMessage ? <FieldError message={fieldMessage} /> : undefined}
        hint={fieldMessage ? undefined : hint}
      />
      <FormAlert view={error && !error.fields?.nickname ? error : null} />
      {children}
      <div className={styles.actions}>
        <Button type="submit" size="l" fullWidth loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
