'use client';

import { useTranslations } from 'next-intl';
import { Input, type InputProps } from '@/components/ui/input';
import { passwordChecks, REGISTER_CHECKS, RESET_CHECKS } from '@/lib/auth/password-checks';
import { useAuthField, useAuthForm, type AuthForm } from './auth-form';
import { FieldError } from './form-alert';
import { PASSWORD_FORM_SCHEMAS, type PasswordForm } from './form-schemas';
import styles from './auth.module.scss';

export type PasswordFieldsProps = {
  /** 'register': letters, numbers and symbols; 'reset': length only. */
  mode: 'register' | 'reset';
  /** From usePasswordForm(mode): its messages come from the last submit (the schema or the server's 1000 answer). */
  form: AuthForm<PasswordForm>;
  onEnter?: () => void;
};

export const usePasswordForm = (mode: PasswordFieldsProps['mode']) =>
  useAuthForm(PASSWORD_FORM_SCHEMAS[mode], { password: '', password_confirm: '' });

/**
 * New password + confirmation. The rule is shown before anything is typed, the checks light up
 * while typing, and a confirmation that has stopped being a prefix of the password is flagged at
 * once rather than only on submit.
 */
export function PasswordFields({ mode, form, onEnter }: PasswordFieldsProps) {
  const t = useTranslations(`auth.${mode}.password`);
  const tr = useTranslations('auth.register.password');
  const password = useAuthField(form, 'password');
  const confirm = useAuthField(form, 'password_confirm');
  const checks = passwordChecks(password.value, mode === 'register' ? REGISTER_CHECKS : RESET_CHECKS);

  const diverged = confirm.value.length > 0 && !password.value.startsWith(confirm.value);
  const matches = confirm.value.length > 0 && confirm.value === password.value;
  const confirmError = confirm.message ?? (diverged ? { key: 'auth.validation.passwordMismatch' } : undefined);

  return (
    <>
      <div className={styles.form}>
        <NewPassword
          field={password}
          label={t('label')}
          placeholder={t('placeholder')}
          onEnter={onEnter}
          hint={t('rule')}
          error={password.message ? <FieldError message={password.message} /> : undefined}
        />
        <ul className={styles.checks} aria-label={tr('checksLabel')}>
          {checks.map(({ check, met }) => (
            <li key={check} className={styles.check} data-met={met || undefined}>
              <span aria-hidden="true">{met ? '✓' : '·'}</span>
              {tr(`checks.${check}`)}
              <span className="sr-only">({met ? tr('checkMet') : tr('checkUnmet')})</span>
            </li>
          ))}
        </ul>
      </div>
      <NewPassword
        field={confirm}
        label={t('confirmLabel')}
        placeholder={t('confirmPlaceholder')}
        onEnter={onEnter}
        error={confirmError ? <FieldError message={confirmError} /> : undefined}
        hint={!confirmError && matches ? <span className={styles.fieldOk}>{t('match')}</span> : undefined}
      />
    </>
  );
}

/** A new-password box bound to its field of the form. */
function NewPassword({
  field,
  ...props
}: { field: ReturnType<typeof useAuthField> } & Omit<InputProps, 'type' | 'autoComplete' | 'value' | 'onChange' | 'onBlur'>) {
  return (
    <Input
      {...props}
      type="password"
      autoComplete="new-password"
      value={field.value}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
    />
  );
}
