'use client';

import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { AuthInput, applyFieldErrors, useAuthForm } from '@/components/auth/auth-form';
import { FormAlert } from '@/components/auth/form-alert';
import { identifierFormSchema, loginPasswordFormSchema } from '@/components/auth/form-schemas';
import { SocialLoginButtons } from '@/components/auth/social-login-buttons';
import { StepHeading, useStepFocus } from '@/components/auth/step-heading';
import { Header } from '@/components/layout/header';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { restoreRenderCookie, useLoginMutation, type LoginResult, type SessionResult } from '@/lib/api/account';
import { ApiError } from '@/lib/api/request';
import { describeAuthError, type AuthErrorView } from '@/lib/auth/auth-error';
import type { LoginReason } from '@/lib/auth/login-reason';
import { afterLoginPath } from '@/lib/auth/next-path';
import { POLICY_LINKS } from '@/lib/constants';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';
import styles from '@/components/auth/auth.module.scss';

type Step = 'identifier' | 'password';

/** `reason`: why a members-only page sent the guest here, said above the form with a way to help. */
export function LoginFlow({ next, reason = null }: { next: string | null; reason?: LoginReason | null }) {
  const t = useTranslations('auth.login');
  const locale = useLocale();
  const router = useRouter();
  const hydrated = useHydrated();
  const token = useUserStore((s) => s.userToken);
  const [step, setStep] = useState<Step>('identifier');
  const identifierForm = useAuthForm(identifierFormSchema, { identifier: '' });
  const passwordForm = useAuthForm(loginPasswordFormSchema, { password: '' });
  const [error, setError] = useState<AuthErrorView | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const headingRef = useStepFocus(step);
  const destination = afterLoginPath(next);

  // A visitor who is already signed in has nothing to do here. The server sends a browser here
  // when its render cookie is missing (signed in before it existed, or cookies cleared): it is
  // set again from the token first, so the page the visitor goes back to renders for them.
  useEffect(() => {
    if (!hydrated || !token || signedIn) return;
    let cancelled = false;
    restoreRenderCookie().then(
      () => !cancelled && router.replace(destination),
      // A rejected token signs the browser out (the form then shows); anything else goes on.
      (error: unknown) => !cancelled && !(error instanceof ApiError && error.status === 401) && router.replace(destination),
    );
    return () => {
      cancelled = true;
    };
  }, [hydrated, token, signedIn, destination, router]);

  // A password sign-in answers {token, user}; only a social one (SessionResult) may ask for a nickname.
  const finish = (result: LoginResult | SessionResult) => {
    setSignedIn(true);
    useUserStore.getState().login(result.token, result.user);
    useUiStore.getState().showToast(t('success'));
    router.replace('needs_nickname' in result && result.needs_nickname ? '/register/nickname' : destination);
  };

  const login = useLoginMutation({
    onSuccess: finish,
    onError: (e) => {
      const view = describeAuthError(e, 'login', locale);
      setError(view);
      applyFieldErrors(passwordForm, view.fields);
    },
  });

  const goTo = (target: Step) => {
    setError(null);
    identifierForm.clearErrors();
    passwordForm.clearErrors();
    setStep(target);
  };

  const submitIdentifier = identifierForm.handleSubmit(() => goTo('password'));
  // As typed on the identifier step, which the password step only shows and sends.
  const identifier = identifierForm.getValues('identifier').trim();

  const submitPassword = passwordForm.handleSubmit(({ password }) => {
    setError(null);
    login.mutate({ identifier, password });
  });

  if (hydrated && token && !signedIn) {
    return (
      <>
        <Header title={t('title')} />
        <main id="main" className={styles.main}>
          <p role="status" className={styles.description}>
            <Spinner size={16} /> {t('alreadySignedIn')}
          </p>
        </main>
      </>
    );
  }

  return (
    <>
      <Header title={t('title')} onBack={step === 'password' ? () => goTo('identifier') : undefined} />
      <main id="main" className={styles.main}>
        {reason && step === 'identifier' && (
          <div className={styles.reason}>
            <p className={styles.reasonText}>{t(`reason.${reason}`)}</p>
            <p>{t('reasonReturn')}</p>
          </div>
        )}
        <section className={styles.card}>
          {step === 'identifier' ? (
            <>
              <form className={styles.form} noValidate onSubmit={submitIdentifier}>
                <StepHeading headingRef={headingRef} title={t('identifierTitle')} description={t('welcome')} />
                <AuthInput
                  form={identifierForm}
                  name="identifier"
                  label={t('identifierLabel')}
                  placeholder={t('identifierPlaceholder')}
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  maxLength={254}
                />
                <div className={styles.actions}>
                  <Button type="submit" size="l" fullWidth>
                    {t('next')}
                  </Button>
                </div>
              </form>
              <p className={styles.divider}>{t('or')}</p>
              <section aria-label={t('socialTitle')} className={styles.social}>
                <SocialLoginButtons onSuccess={finish} />
              </section>
            </>
          ) : (
            <form className={styles.form} noValidate onSubmit={submitPassword}>
              <StepHeading headingRef={headingRef} title={t('passwordTitle')} />
              <div className={styles.identity}>
                <span className={styles.identityValue}>{t('signedInAs', { identifier })}</span>
                <button type="button" className={styles.textButton} onClick={() => goTo('identifier')}>
                  {t('changeIdentifier')}
                </button>
              </div>
              {/* Lets password managers pair the password with the identifier typed on the previous step. */}
              <input type="text" name="username" autoComplete="username" value={identifier} readOnly hidden />
              <AuthInput
                form={passwordForm}
                name="password"
                type="password"
                label={t('passwordLabel')}
                placeholder={t('passwordPlaceholder')}
                autoComplete="current-password"
              />
              <FormAlert view={error} />
              <div className={styles.actions}>
                <Button type="submit" size="l" fullWidth loading={login.isPending}>
                  {t('submit')}
                </Button>
              </div>
            </form>
          )}
        </section>

        <p className={styles.linkRow}>
          <Link href="/password-reset" className={styles.link}>
            {t('forgotPassword')}
          </Link>
        </p>
        <p className={styles.linkRow}>
          <span>{t('noAccount')}</span>
          <Link href="/register" className={styles.link}>
            {t('signUp')}
          </Link>
        </p>
        <p className={styles.linkRow}>
          <span>{t('cannotSignIn')}</span>
          <Link href={POLICY_LINKS.help} className={styles.link}>
            {t('help')}
          </Link>
        </p>
      </main>
    </>
  );
}
