'use client';

import { useTranslations } from 'next-intl';
import { Input } from '@/components/ui/input';
import type { MessageRef } from '@/lib/auth/auth-error';
import { passwordChecks, REGISTER_CHECKS, RESET_CHECKS } from '@/lib/auth/password-checks';
import { FieldError } from './form-alert';
import styles from './auth.module.scss';

export type PasswordFieldsProps = {
  /** 'register': letters, numbers and symbols; 'reset': length only (spec §5). */
  mode: 'register' | 'reset';
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  /** Messages from the last submit (client validation or the server's 1000 answer). */
  errors?: { password?: MessageRef; password_confirm?: MessageRef };
  onEnter?: () => void;
};

/**
 * New password + confirmation. The rule is shown before anything is typed, the checks light up
 * while typing, and a confirmation that has stopped being a prefix of the password is flagged at
 * once rather than only on submit.
 */
export function PasswordFields({ mode, password, confirm, onPasswordChange, onConfirmChange, errors, onEnter }: PasswordFieldsProps) {
  const t = useTranslations(`auth.${mode}.password`);
  const tr = useTranslations('auth.register.password');
  const checks = passwordChecks(password, mode === 'register' ? REGISTER_CHECKS : RESET_CHECKS);

  const diverged = confirm.length > 0 && !password.startsWith(confirm);
  const matches = confirm.length > 0 && confirm === password;
  const confirmError = errors?.password_confirm ?? (diverged ? { key: 'auth.validation.passwordMismatch' } : undefined);

  return (
    <>
      <div className={styles.form}>
        <Input
          type="password"
          label={t('label')}
          placeholder={t('placeholder')}
          autoComplete="new-password"
          value={password}
          onChange={(e) => onPasswordChange(e.target.value)}
          onEnter={onEnter}
          hint={t('rule')}
          error={errors?.password ? <FieldError message={errors.password} /> : undefined}
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
      <Input
        type="password"
        label={t('confirmLabel')}
        placeholder={t('confirmPlaceholder')}
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => onConfirmChange(e.target.value)}
        onEnter={onEnter}
        error={confirmError ? <FieldError message={confirmError} /> : undefined}
        hint={!confirmError && matches ? <span className={styles.fieldOk}>{t('match')}</span> : undefined}
      />
    </>
  );
}
