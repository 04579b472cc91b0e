'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { RegistrationComplete } from '@/components/auth/completion';
import { applyFieldErrors } from '@/components/auth/auth-form';
import { NicknameStep, useNicknameForm } from '@/components/auth/nickname-step';
import { useStepFocus } from '@/components/auth/step-heading';
import { Header } from '@/components/layout/header';
import { Spinner } from '@/components/ui/spinner';
import { useUpdateNicknameMutation } from '@/lib/api/account';
import { describeAuthError, type AuthErrorView } from '@/lib/auth/auth-error';
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

  // Only a signed-in member (just created by a social login) can name themselves here.
  useEffect(() => {
    if (hydrated && !token) router.replace(loginPathFor('/register/nickname'));
  }, [hydrated, token, router]);

  const save = useUpdateNicknameMutation({
    onSuccess: (user, name) => {
      useUserStore.getState().setUser(user);
      setDone(user.nickname ?? name);
    },
    onError: (e) => {
      const view = describeAuthError(e, 'nickname', locale);
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
                save.mutate(name);
              }}
              pending={save.isPending}
              error={error}
              submitLabel={t('socialNickname.submit')}
            />
          )}
        </section>
      </main>
    </>
  );
}
