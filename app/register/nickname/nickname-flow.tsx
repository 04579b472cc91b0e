'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { RegistrationComplete } from '@/components/auth/completion';
import { ConsentChecks, NO_CONSENT, consentBody, hasConsent, type Consent } from '@/components/auth/consent-checks';
import { applyFieldErrors } from '@/components/auth/auth-form';
import { NicknameStep, useNicknameForm } from '@/components/auth/nickname-step';
import { useStepFocus } from '@/components/auth/step-heading';
import { Header } from '@/components/layout/header';
import { Spinner } from '@/components/ui/spinner';
import { useUpdateNicknameMutation } from '@/lib/api/account';
import { ApiError } from '@/lib/api/request';
import { describeAuthError, type AuthErrorView } from '@/lib/auth/auth-error';
import { ERROR_CODES } from '@/lib/errors';
import { loginPathFor } from '@/lib/auth/next-path';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useUserStore } from '@/stores/user-store';
import styles from '@/components/auth/auth.module.scss';

/** The nickname step alone, after a first social login answered needs_nickname. */
export function NicknameFlow() {
  const t = useTranslations('auth');
  const locale = useLocale();
  const router = useRouter();
  const hydrated = useHydrated();
  const token = useUserStore((s) => s.userToken);
  const nicknameForm = useNicknameForm();
  const [error, setError] = useState<AuthErrorView | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const headingRef = useStepFocus(done ? 'complete' : 'nickname');
  // A social sign-up has no other step: the two required consents are asked here.
  const [consent, setConsent] = useState<Consent>(NO_CONSENT);
  const [consentError, setConsentError] = useState(false);
  const firstConsent = useRef<HTMLInputElement>(null);

  // Only a signed-in member (just created by a social login) can name themselves here.
  useEffect(() => {
    if (hydrated && !token) router.replace(loginPathFor('/register/nickname'));
  }, [hydrated, token, router]);

  const save = useUpdateNicknameMutation({
    onSuccess: (user, body) => {
      useUserStore.getState().setUser(user);
      setDone(user.nickname ?? body.nickname);
    },
    onError: (e) => {
      const view = describeAuthError(e, 'nickname', locale);
      if (e instanceof ApiError && e.code === ERROR_CODES.CONSENT_REQUIRED.code) return setConsentError(true);
      applyFieldErrors(nicknameForm, view.fields);
      setError(view);
    },
  });

  if (!hydrated || !token) {
    return (
      <>
        <Header title={t('socialNickname.title')} variant="none" />
        <main id="main" className={styles.main}>
          <Spinner announce />
        </main>
      </>
    );
  }

  return (
    <>
      <Header title={t('socialNickname.title')} variant="none" />
      <main id="main" className={styles.main}>
        <section className={styles.card}>
          {done ? (
            <RegistrationComplete headingRef={headingRef} nickname={done} />
          ) : (
            <NicknameStep
              headingRef={headingRef}
              title={t('register.nickname.title')}
              description={t('socialNickname.description')}
              form={nicknameForm}
              onSubmit={(name) => {
                setError(null);
                if (!hasConsent(consent)) {
                  setConsentError(true);
                  firstConsent.current?.focus();
                  return;
                }
                save.mutate({ nickname: name, ...consentBody(consent) });
              }}
              pending={save.isPending}
              error={error}
              submitLabel={t('socialNickname.submit')}
            >
              <ConsentChecks value={consent} onChange={setConsent} showError={consentError} firstRef={firstConsent} />
            </NicknameStep>
          )}
        </section>
      </main>
    </>
  );
}
