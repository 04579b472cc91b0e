'use client';

import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type ReactNode, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { useSendCodeMutation, useVerifyCodeMutation, type CodeTarget } from '@/lib/api/account';
import { describeAuthError, type AuthErrorView } from '@/lib/auth/auth-error';
import { codeDeadlines, type CodeDeadlines } from '@/lib/auth/code-deadline';
import { splitSeconds, useCountdown } from '@/lib/hooks/use-countdown';
import { useUserStore } from '@/stores/user-store';
import { AuthInput, applyFieldErrors, useAuthForm, type AuthForm } from './auth-form';
import { FormAlert } from './form-alert';
import { codeFormSchema, type CodeForm } from './form-schemas';
import { StepHeading } from './step-heading';
import styles from './auth.module.scss';

export type CodeDelivery = CodeDeadlines & { length: number; demoCode?: string };

const URGENT_SECONDS = 30;

export type CodeEntryProps = {
  /** Catalogue section for the texts: auth.register.code.* or auth.reset.code.* */
  ns: 'register' | 'reset';
  target: CodeTarget;
  delivery: CodeDelivery;
  /** A new code was sent: the parent keeps the new deadlines (so Back and forth keeps them). */
  onDelivery: (delivery: CodeDelivery) => void;
  /** The code typed so far, kept by the parent (useCodeForm) so Back and forth keeps it too. */
  form: AuthForm<CodeForm>;
  onVerified: (verificationToken: string) => void;
  description: ReactNode;
  /** Shown above the form: e.g. the reset screen's "if an account exists" notice. */
  notice?: ReactNode;
  submitLabel: string;
  headingRef?: Ref<HTMLHeadingElement>;
  loginHref?: string;
};

export function deliveryFrom(result: {
  expires_at: string;
  resend_available_at: string;
  length: number;
  demo_code?: string;
}): CodeDelivery {
  return { ...codeDeadlines(result), length: result.length, ...(result.demo_code ? { demoCode: result.demo_code } : {}) };
}

export const useCodeForm = () => useAuthForm(codeFormSchema, { code: '' });

/** Enter the code that was sent: a visible countdown, resend when allowed, the remaining tries on a miss. */
export function CodeEntry({
  ns,
  target,
  delivery,
  onDelivery,
  form,
  onVerified,
  description,
  notice,
  submitLabel,
  headingRef,
  loginHref,
}: CodeEntryProps) {
  const t = useTranslations(`auth.${ns}.code`);
  const tc = useTranslations('auth.register.code');
  const locale = useLocale();
  const [error, setError] = useState<AuthErrorView | null>(null);
  const [resent, setResent] = useState(false);
  // The development outbox keeps every code a demo server "sent"; only administrators may read it.
  const admin = useUserStore((s) => s.user?.role === 'admin');

  const secondsLeft = useCountdown(delivery.expiresAt);
  const resendIn = useCountdown(delivery.resendAt);
  const expired = secondsLeft === 0;
  const { minutes, seconds } = splitSeconds(secondsLeft);

  const verify = useVerifyCodeMutation({
    onSuccess: (data) => onVerified(data.verification_token),
    onError: (e) => {
      const view = describeAuthError(e, 'verify', locale);
      setError(view);
      applyFieldErrors(form, view.fields);
    },
  });

  const resend = useSendCodeMutation({
    onSuccess: (data) => {
      onDelivery(deliveryFrom(data));
      form.reset();
      setError(null);
      setResent(true);
    },
    onError: (e) => setError(describeAuthError(e, 'send', locale)),
  });

  const verifyCode = form.handleSubmit(({ code }) => {
    setError(null);
    verify.mutate({ ...target, code });
  });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        setResent(false);
        if (expired) {
          // A dead code is not checked at all: the way on is a new one.
          e.preventDefault();
          setError({ lines: [{ key: 'auth.register.code.expired' }], offer: 'resend' });
          return;
        }
        void verifyCode(e);
      }}
    >
      <StepHeading headingRef={headingRef} title={t('title')} description={description} />
      {notice}
      {delivery.demoCode ? (
        <p className={styles.notice} data-testid="demo-code">
          {tc('demoCode', { code: delivery.demoCode })}
          {admin && (
            <>
              {' '}
              <Link href="/admin/outbox" className={styles.link} target="_blank" rel="noopener">
                {tc('openOutbox')}
              </Link>
            </>
          )}
        </p>
      ) : null}
      <AuthInput
        form={form}
        name="code"
        normalise={(value) => value.replace(/\D/g, '').slice(0, delivery.length)}
        label={t('label')}
        placeholder={t('placeholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={delivery.length}
        className={styles.codeInput}
        hint={tc('timeLimit')}
      />
      <div className={styles.codeMeta}>
        {/* role=timer is not live: a ticking clock read out every second would drown everything else. */}
        <span
          role="timer"
          className={styles.timer}
          data-urgent={(!expired && secondsLeft <= URGENT_SECONDS) || undefined}
          data-expired={expired || undefined}
        >
          {t('timeLeft', { minutes, seconds })}
        </span>
        <button
          type="button"
          className={styles.textButton}
          onClick={() => resend.mutate(target)}
          disabled={resendIn > 0 || resend.isPending}
        >
          {resendIn > 0 ? tc('resendIn', { seconds: resendIn }) : t('resend')}
        </button>
      </div>
      {expired && !error && (
        <p role="alert" className={styles.alert}>
          {tc('expired')}
        </p>
      )}
      {resent && !error && (
        <p role="status" className={styles.notice}>
          {tc('resent')}
        </p>
      )}
      <FormAlert
        view={error}
        loginHref={loginHref}
        onResend={resendIn > 0 ? undefined : () => resend.mutate(target)}
        resendPending={resend.isPending}
      />
      <div className={styles.actions}>
        <Button type="submit" size="l" fullWidth loading={verify.isPending} disabled={expired}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
