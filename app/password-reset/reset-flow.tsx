'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { CodeEntry, deliveryFrom, type CodeDelivery } from '@/components/auth/code-entry';
import { FieldError, FormAlert } from '@/components/auth/form-alert';
import { PasswordFields } from '@/components/auth/password-fields';
import { StepHeading, useStepFocus } from '@/components/auth/step-heading';
import { StepProgress } from '@/components/auth/step-progress';
import { Header } from '@/components/layout/header';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-styles';
import { Input } from '@/components/ui/input';
import { useResetPasswordMutation, useSendCodeMutation } from '@/lib/api/account';
import { describeAuthError, validationMessage, type AuthErrorView, type MessageRef } from '@/lib/auth/auth-error';
import { emailSchema, resetPasswordSchema } from '@/lib/validation/auth';
import styles from '@/components/auth/auth.module.scss';

type Step = 'email' | 'code' | 'password' | 'done';
const STEPS = ['email', 'code', 'password'] as const;
const PREVIOUS: Partial<Record<Step, Step>> = { code: 'email', password: 'code' };

export function ResetFlow() {
  const t = useTranslations('auth.reset');
  const locale = useLocale();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [delivery, setDelivery] = useState<CodeDelivery | null>(null);
  const [code, setCode] = useState('');
  const [verificationToken, setVerificationToken] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [passwordErrors, setPasswordErrors] = useState<{ password?: MessageRef; password_confirm?: MessageRef }>({});
  const [fieldError, setFieldError] = useState<MessageRef | null>(null);
  const [error, setError] = useState<AuthErrorView | null>(null);
  const headingRef = useStepFocus(step);

  const goTo = (next: Step) => {
    setError(null);
    setFieldError(null);
    setStep(next);
  };

  const send = useSendCodeMutation({
    onSuccess: (data, variables) => {
      setSentTo(variables.destination);
      setDelivery(deliveryFrom(data));
      setCode('');
      setVerificationToken(null);
      goTo('code');
    },
    onError: (e) => {
      const view = describeAuthError(e, 'send', locale);
      setError(view);
      setFieldError(view.fields?.destination ?? null);
    },
  });

  const submitEmail = () => {
    const trimmed = email.trim().toLowerCase();
    if (!trimmed) return setFieldError(validationMessage('required'));
    const parsed = emailSchema.safeParse(trimmed);
    if (!parsed.success) return setFieldError(validationMessage('invalidEmail'));
    setFieldError(null);
    if (parsed.data === sentTo && delivery && (verificationToken || delivery.expiresAt > Date.now())) return goTo('code');
    setError(null);
    send.mutate({ purpose: 'reset', channel: 'email', destination: parsed.data });
  };

  // A reset ends every session of the account: the hook ends this browser's too, if it held one.
  const reset = useResetPasswordMutation({
    onSuccess: () => goTo('done'),
    onError: (e) => {
      const view = describeAuthError(e, 'reset', locale);
      const fields = view.fields ?? {};
      if (fields.verification_token || view.offer === 'resend' || view.offer === 'restart') {
        setVerificationToken(null);
        setDelivery(null);
        setSentTo(null);
        goTo('email');
        setError({ lines: [{ key: 'auth.errors.verificationRequired' }] });
        return;
      }
      setPasswordErrors({ password: fields.password, password_confirm: fields.password_confirm });
      setError(view);
    },
  });

  const submitPassword = () => {
    if (!verificationToken) return goTo('email');
    const body = { verification_token: verificationToken, password, password_confirm: confirm };
    const parsed = resetPasswordSchema.safeParse(body);
    if (!parsed.success) {
      const errors: typeof passwordErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'password' && !errors.password)
          errors.password = validationMessage(password ? issue.message : 'passwordRequired', 'password');
        if (field === 'password_confirm' && !errors.password_confirm)
          errors.password_confirm = validationMessage(issue.message, 'password_confirm');
      }
      // The refine runs only once the fields themselves pass: say "mismatch" up front too.
      if (password !== confirm) errors.password_confirm ??= validationMessage('passwordMismatch');
      setPasswordErrors(errors);
      return;
    }
    setPasswordErrors({});
    setError(null);
    reset.mutate(parsed.data);
  };

  const index = STEPS.indexOf(step as (typeof STEPS)[number]);
  const previous = PREVIOUS[step];

  return (
    <>
      <Header title={t('title')} variant={step === 'done' ? 'none' : 'back'} onBack={previous ? () => goTo(previous) : undefined} />
      <main id="main" className={styles.main}>
        {index >= 0 && <StepProgress current={index + 1} total={STEPS.length} name={t(`steps.${STEPS[index]!}`)} />}
        <section className={styles.card}>
          {step === 'email' && (
            <form
              className={styles.form}
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                submitEmail();
              }}
            >
              <StepHeading headingRef={headingRef} title={t('email.title')} description={t('email.description')} />
              <Input
                type="email"
                inputMode="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={254}
                label={t('email.label')}
                placeholder={t('email.placeholder')}
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value);
                  setFieldError(null);
                }}
                error={fieldError ? <FieldError message={fieldError} /> : undefined}
              />
              <FormAlert view={error} />
              <div className={styles.actions}>
                <Button type="submit" size="l" fullWidth loading={send.isPending}>
                  {t('email.submit')}
                </Button>
              </div>
            </form>
          )}

          {step === 'code' && delivery && sentTo && !verificationToken && (
            <CodeEntry
              ns="reset"
              target={{ purpose: 'reset', channel: 'email', destination: sentTo }}
              delivery={delivery}
              onDelivery={setDelivery}
              code={code}
              onCodeChange={setCode}
              onVerified={(verified) => {
                setVerificationToken(verified);
                goTo('password');
              }}
              headingRef={headingRef}
              description={t('code.description', { email: sentTo })}
              // The same words whether or not an account uses the address (spec §4, no account probing).
              notice={
                <p role="status" className={styles.notice}>
                  {t('code.neutral')}
                </p>
              }
              submitLabel={t('code.submit')}
            />
          )}

          {step === 'code' && verificationToken && (
            <div className={styles.form}>
              <StepHeading headingRef={headingRef} title={t('code.title')} description={t('code.description', { email: sentTo ?? '' })} />
              <div className={styles.actions}>
                <Button size="l" fullWidth onClick={() => goTo('password')}>
                  {t('next')}
                </Button>
              </div>
            </div>
          )}

          {step === 'password' && (
            <form
              className={styles.form}
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                submitPassword();
              }}
            >
              {/* The rule sits under the field (its hint), read with it. */}
              <StepHeading headingRef={headingRef} title={t('password.title')} />
              <input type="text" name="username" autoComplete="username" value={sentTo ?? ''} readOnly hidden />
              <PasswordFields
                mode="reset"
                password={password}
                confirm={confirm}
                onPasswordChange={(value) => {
                  setPassword(value);
                  setPasswordErrors((errs) => ({ ...errs, password: undefined }));
                }}
                onConfirmChange={(value) => {
                  setConfirm(value);
                  setPasswordErrors((errs) => ({ ...errs, password_confirm: undefined }));
                }}
                errors={passwordErrors}
              />
              <FormAlert view={error && !error.fields ? error : null} />
              <div className={styles.actions}>
                <Button type="submit" size="l" fullWidth loading={reset.isPending}>
                  {t('password.submit')}
                </Button>
              </div>
            </form>
          )}

          {step === 'done' && (
            <div className={styles.done}>
              <h2 ref={headingRef} tabIndex={-1} className={styles.heading}>
                {t('successTitle')}
              </h2>
              <p role="status" className={styles.description}>
                {t('success')}
              </p>
              <Link href="/login" className={buttonClassName({ size: 'l', fullWidth: true })}>
                {t('goToLogin')}
              </Link>
            </div>
          )}
        </section>
      </main>
    </>
  );
}
