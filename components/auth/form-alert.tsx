'use client';

import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import type { AuthErrorView, MessageRef } from '@/lib/auth/auth-error';
import styles from './auth.module.scss';

export type FormAlertProps = {
  view: AuthErrorView | null;
  /** Where "log in" sends someone whose e-mail or phone is already registered. */
  loginHref?: string;
  registerHref?: string;
  onResend?: () => void;
  onRestart?: () => void;
  resendPending?: boolean;
};

/** A failed step, announced at once (role=alert), with the follow-up the error calls for. */
export function FormAlert({ view, loginHref = '/login', registerHref = '/register', onResend, onRestart, resendPending }: FormAlertProps) {
  const t = useTranslations();
  if (!view) return null;
  return (
    <div role="alert" className={styles.alert}>
      {view.lines.map((line) => (
        <p key={line.key}>{t(line.key, line.values)}</p>
      ))}
      {view.offer && (
        <div className={styles.alertActions}>
          {view.offer === 'register' && (
            <Link href={registerHref} className={styles.link}>
              {t('auth.login.signUp')}
            </Link>
          )}
          {view.offer === 'login' && (
            <Link href={loginHref} className={styles.link}>
              {t('auth.register.goToLogin')}
            </Link>
          )}
          {view.offer === 'resend' && onResend && (
            <button type="button" className={styles.textButton} onClick={onResend} disabled={resendPending}>
              {t('auth.register.code.resend')}
            </button>
          )}
          {view.offer === 'restart' && onRestart && (
            <button type="button" className={styles.textButton} onClick={onRestart}>
              {t('auth.register.restart')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/** A field message for Input's `error`, announced when it appears. */
export function FieldError({ message }: { message: MessageRef | null | undefined }) {
  const t = useTranslations();
  if (!message) return null;
  return <span role="alert">{t(message.key, message.values)}</span>;
}

/** Translates a MessageRef (for places that need the string). */
export function useMessage() {
  const t = useTranslations();
  return (message: MessageRef) => t(message.key, message.values);
}
