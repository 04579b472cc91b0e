'use client';

import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { applyFieldErrors } from '@/components/auth/auth-form';
import { ChevronIcon, MailIcon, PhoneIcon } from '@/components/auth/auth-icons';
import { RegistrationComplete } from '@/components/auth/completion';
import { ConsentChecks, NO_CONSENT, consentBody, hasConsent, type Consent } from '@/components/auth/consent-checks';
import { NicknameStep, useNicknameForm } from '@/components/auth/nickname-step';
import { StepHeading } from '@/components/auth/step-heading';
import { StepProgress } from '@/components/auth/step-progress';
import { CodeStep, DestinationStep, PasswordStep, useVerificationSteps, type VerificationStep } from '@/components/auth/verification-steps';
import { Header } from '@/components/layout/header';
import { useRegisterMutation, type VerificationChannel } from '@/lib/api/account';
import { ApiError } from '@/lib/api/request';
import { describeAuthError } from '@/lib/auth/auth-error';
import { AFTER_LOGIN_PATH } from '@/lib/auth/next-path';
import { ERROR_CODES } from '@/lib/errors';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useUserStore } from '@/stores/user-store';
import styles from '@/components/auth/auth.module.scss';

type Step = 'method' | VerificationStep | 'nickname' | 'complete';

// The spec's five visible stages: method, verification (destination + code), password, nickname, done.
const STAGE: Record<Step, { index: number; name: 'method' | 'verify' | 'password' | 'nickname' | 'complete' }> = {
  method: { index: 1, name: 'method' },
  destination: { index: 2, name: 'verify' },
  code: { index: 2, name: 'verify' },
  password: { index: 3, name: 'password' },
  nickname: { index: 4, name: 'nickname' },
  complete: { index: 5, name: 'complete' },
};
const STAGES = 5;

const PREVIOUS: Partial<Record<Step, Step>> = {
  destination: 'method',
  code: 'destination',
  password: 'code',
  nickname: 'password',
};

export function RegisterFlow() {
  const t = useTranslations('auth.register');
  const locale = useLocale();
  const router = useRouter();
  const hydrated = useHydrated();
  const token = useUserStore((s) => s.userToken);

  // Every step's input lives in its form here, so going back and forth never loses what was typed.
  const [channel, setChannel] = useState<VerificationChannel | null>(null);
  const steps = useVerificationSteps<Step>({ first: 'method', purpose: 'register', channel: channel ?? 'email' });
  const nicknameForm = useNicknameForm();
  const [welcomeName, setWelcomeName] = useState<string | null>(null);
  // The two required consents, asked on the first step and sent with the sign-up.
  const [consent, setConsent] = useState<Consent>(NO_CONSENT);
  const [consentError, setConsentError] = useState(false);
  const firstConsent = useRef<HTMLInputElement>(null);
  const { step, goTo, headingRef } = steps;

  // Someone already signed in is sent on, except right after signing up here.
  useEffect(() => {
    if (hydrated && token && step !== 'complete') router.replace(AFTER_LOGIN_PATH);
  }, [hydrated, token, step, router]);

  const chooseMethod = (next: VerificationChannel) => {
    if (!hasConsent(consent)) {
      setConsentError(true);
      firstConsent.current?.focus();
      return;
    }
    if (next !== channel) {
      setChannel(next);
      steps.destinationForm.reset();
      steps.forget();
    }
    goTo('destination');
  };

  const signUp = useRegisterMutation({
    onSuccess: (result, variables) => {
      useUserStore.getState().login(result.token, result.user);
      setWelcomeName(result.user.nickname ?? variables.nickname);
      goTo('complete');
    },
    onError: (e) => {
      // The server refused without both consents: back to the first step, which asks for them.
      if (e instanceof ApiError && e.code === ERROR_CODES.CONSENT_REQUIRED.code) {
        setConsent(NO_CONSENT);
        setConsentError(true);
        return goTo('method');
      }
      const view = describeAuthError(e, 'register', locale);
      if (applyFieldErrors(steps.passwordForm, view.fields)) return goTo('password');
      if (steps.restartIfUnverified(view)) return;
      applyFieldErrors(nicknameForm, view.fields);
      steps.setAlert(view);
    },
  });

  const stage = STAGE[step];
  const previous = PREVIOUS[step];
  const channelLabel = channel === 'phone' ? t('phone.label') : t('email.label');
  // As typed: the code step names the address the way the person wrote it.
  const destination = steps.destinationForm.getValues('destination').trim();

  return (
    <>
      <Header title={t('title')} variant={step === 'complete' ? 'none' : 'back'} onBack={previous ? () => goTo(previous) : undefined} />
      <main id="main" className={styles.main}>
        <StepProgress current={stage.index} total={STAGES} name={t(`steps.${stage.name}`)} />
        <section className={styles.card}>
          {step === 'method' && (
            <div className={styles.form}>
              <StepHeading headingRef={headingRef} title={t('method.title')} description={t('method.description')} />
              <ConsentChecks value={consent} onChange={setConsent} showError={consentError} firstRef={firstConsent} />
              <div className={styles.choices}>
                {(['phone', 'email'] as const).map((option) => (
                  <button
                    key={option}
                    type="button"
                    className={styles.choice}
                    aria-pressed={channel === option}
                    onClick={() => chooseMethod(option)}
                  >
                    <span className={styles.choiceIcon}>{option === 'phone' ? <PhoneIcon /> : <MailIcon />}</span>
                    <span className={styles.choiceLabel}>{t(`method.${option}`)}</span>
                    <span className={styles.choiceArrow}>
                      <ChevronIcon />
                    </span>
                  </button>
                ))}
              </div>
            </div>
          )}

          {step === 'destination' && channel && (
            <DestinationStep
              steps={steps}
              title={t(`${channel}.title`)}
              description={t(`${channel}.description`)}
              label={t(`${channel}.label`)}
              placeholder={t(`${channel}.placeholder`)}
              submitLabel={t('code.request')}
            />
          )}

          {step === 'code' && channel && (
            <CodeStep
              steps={steps}
              submitLabel={t('code.verify')}
              description={
                <>
                  {t('code.description', { destination })}{' '}
                  <button type="button" className={styles.textButton} onClick={() => goTo('destination')}>
                    {t('code.changeDestination', { destination: channelLabel })}
                  </button>
                </>
              }
              verified={{ title: t('code.verified'), description: t('code.description', { destination }) }}
            />
          )}

          {step === 'password' && <PasswordStep steps={steps} onSubmit={() => goTo('nickname')} submitLabel={t('next')} />}

          {step === 'nickname' && (
            <NicknameStep
              headingRef={headingRef}
              title={t('nickname.title')}
              description={t('nickname.description')}
              form={nicknameForm}
              onSubmit={(name) => {
                if (!steps.verificationToken) return goTo('destination');
                steps.setAlert(null);
                signUp.mutate({
                  verification_token: steps.verificationToken,
                  ...steps.passwordForm.getValues(),
                  nickname: name,
                  ...consentBody(consent),
                });
              }}
              pending={signUp.isPending}
              error={steps.alert}
              submitLabel={t('submit')}
            />
          )}

          {step === 'complete' && (
            <RegistrationComplete headingRef={headingRef} nickname={welcomeName ?? nicknameForm.getValues('nickname').trim()} />
          )}
        </section>

        {step !== 'complete' && (
          <p className={styles.linkRow}>
            <span>{t('alreadyMember')}</span>
            <Link href="/login" className={styles.link}>
              {t('goToLogin')}
            </Link>
          </p>
        )}
      </main>
    </>
  );
}
