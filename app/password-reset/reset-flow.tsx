'use client';

import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { applyFieldErrors } from '@/components/auth/auth-form';
import type { PasswordForm } from '@/components/auth/form-schemas';
import { StepProgress } from '@/components/auth/step-progress';
import { CodeStep, DestinationStep, PasswordStep, useVerificationSteps, type VerificationStep } from '@/components/auth/verification-steps';
import { Header } from '@/components/layout/header';
import { buttonClassName } from '@/components/ui/button-styles';
import { useResetPasswordMutation } from '@/lib/api/account';
import { describeAuthError } from '@/lib/auth/auth-error';
import styles from '@/components/auth/auth.module.scss';

type Step = VerificationStep | 'done';
const STEPS = ['destination', 'code', 'password'] as const;
// The progress names the first step for what it asks: the e-mail.
const STEP_NAMES = { destination: 'email', code: 'code', password: 'password' } as const;
const PREVIOUS: Partial<Record<Step, Step>> = { code: 'destination', password: 'code' };

export function ResetFlow() {
  const t = useTranslations('auth.reset');
  const locale = useLocale();
  const steps = useVerificationSteps<Step>({ first: 'destination', purpose: 'reset', channel: 'email' });
  const { step, goTo, headingRef, sentTo } = steps;

  // A reset ends every session of the account: the hook ends this browser's too, if it held one.
  const reset = useResetPasswordMutation({
    onSuccess: () => goTo('done'),
    onError: (e) => {
      const view = describeAuthError(e, 'reset', locale);
      if (steps.restartIfUnverified(view)) return;
      applyFieldErrors(steps.passwordForm, view.fields);
      steps.setAlert(view);
    },
  });

  const submitPassword = (values: PasswordForm) => {
    if (!steps.verificationToken) return goTo('destination');
    steps.setAlert(null);
    reset.mutate({ verification_token: steps.verificationToken, ...values });
  };

  const index = STEPS.indexOf(step as (typeof STEPS)[number]);
  const previous = PREVIOUS[step];

  return (
    <>
      <Header title={t('title')} variant={step === 'done' ? 'none' : 'back'} onBack={previous ? () => goTo(previous) : undefined} />
      <main id="main" className={styles.main}>
        {index >= 0 && <StepProgress current={index + 1} total={STEPS.length} name={t(`steps.${STEP_NAMES[STEPS[index]!]}`)} />}
        <section className={styles.card}>
          {step === 'destination' && (
            <DestinationStep
              steps={steps}
              title={t('email.title')}
              description={t('email.description')}
              label={t('email.label')}
              placeholder={t('email.placeholder')}
              submitLabel={t('email.submit')}
            />
          )}

          {step === 'code' && (
            <CodeStep
              steps={steps}
              description={t('code.description', { email: sentTo ?? '' })}
              // The same words whether or not an account uses the address (no account probing).
              notice={
                <p role="status" className={styles.notice}>
                  {t('code.neutral')}
                </p>
              }
              submitLabel={t('code.submit')}
              verified={{ title: t('code.title'), description: t('code.description', { email: sentTo ?? '' }) }}
            />
          )}

          {step === 'password' && (
            <PasswordStep steps={steps} onSubmit={submitPassword} submitLabel={t('password.submit')} pending={reset.isPending} />
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
