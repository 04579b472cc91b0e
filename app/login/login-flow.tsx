'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { FieldError, FormAlert } from '@/components/auth/form-alert';
import { SocialLoginButtons } from '@/components/auth/social-login-buttons';
import { StepHeading, useStepFocus } from '@/components/auth/step-heading';
import { Header } from '@/components/layout/header';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useLoginMutation, type LoginResult } from '@/lib/api/account';
import { describeAuthError, validationMessage, type AuthErrorView, type MessageRef } from '@/lib/auth/auth-error';
import { afterLoginPath } from '@/lib/auth/next-path';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { normaliseIdentifier } from '@/lib/validation/auth';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';
import styles from '@/components/auth/auth.module.scss';

type Step = 'identifier' | 'password';

export function LoginFlow({ next }: { next: string | null }) {
  const t = useTranslations('auth.login');
  const locale = useLocale();
  const router = useRouter();
  const hydrated = useHydrated();
  const token = useUserStore((s) => s.userToken);
  const [step, setStep] = useState<Step>('identifier');
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<MessageRef | null>(null);
  const [error, setError] = useState<AuthErrorView | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const headingRef = useStepFocus(step);
  const destination = afterLoginPath(next);

  // A visitor who is already signed in has nothing to do here.
  useEffect(() => {
    if (hydrated && token && !signedIn) router.replace(destination);
  }, [hydrated, token, signedIn, destination, router]);

  const finish = (result: LoginResult) => {
    setSignedIn(true);
    useUserStore.getState().login(result.token, result.user);
    useUiStore.getState().showToast(t('success'));
    router.replace(result.needs_nickname ? '/register/nickname' : destination);
  };

  const login = useLoginMutation({
    onSuccess: finish,
    onError: (e) => {
      const view = describeAuthError(e, 'login', locale);
      setError(view);
      setFieldError(view.fields?.password ?? null);
    },
  });

  const goTo = (target: Step) => {
    setError(null);
    setFieldError(null);
    setStep(target);
  };

  const submitIdentifier = () => {
    if (!identifier.trim()) return setFieldError(validationMessage('identifierRequired'));
    if (!normaliseIdentifier(identifier)) return setFieldError(validationMessage('invalidIdentifier'));
    goTo('password');
  };

  const submitPassword = () => {
    if (!password) return setFieldError(validationMessage('passwordRequired'));
    setFieldError(null);
    setError(null);
    login.mutate({ identifier: identifier.trim(), password });
  };

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
        <section className={styles.card}>
          {step === 'identifier' ? (
            <>
              <form
                className={styles.form}
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  submitIdentifier();
                }}
              >
                <StepHeading headingRef={headingRef} title={t('identifierTitle')} description={t('welcome')} />
                <Input
                  label={t('identifierLabel')}
                  placeholder={t('identifierPlaceholder')}
                  value={identifier}
                  onChange={(e) => {
                    setIdentifier(e.target.value);
                    setFieldError(null);
                  }}
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  maxLength={254}
                  error={fieldError ? <FieldError message={fieldError} /> : undefined}
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
            <form
              className={styles.form}
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                submitPassword();
              }}
            >
              <StepHeading headingRef={headingRef} title={t('passwordTitle')} />
              <div className={styles.identity}>
                <span className={styles.identityValue}>{t('signedInAs', { identifier: identifier.trim() })}</span>
                <button type="button" className={styles.textButton} onClick={() => goTo('identifier')}>
                  {t('changeIdentifier')}
                </button>
              </div>
              {/* Lets password managers pair the password with the identifier typed on the previous step. */}
              <input type="text" name="username" autoComplete="username" value={identifier.trim()} readOnly hidden />
              <Input
                type="password"
                label={t('passwordLabel')}
                placeholder={t('passwordPlaceholder')}
                value={password}
                onChange={(e) => {
                  setPassword(e.target.value);
                  setFieldError(null);
                }}
                autoComplete="current-password"
                error={fieldError ? <FieldError message={fieldError} /> : undefined}
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
      </main>
    </>
  );
}
