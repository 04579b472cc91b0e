'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Header } from '@/components/layout/header';
import { Spinner } from '@/components/ui/spinner';
import { completeKakaoLogin } from '@/lib/api/social';
import { describeAuthError } from '@/lib/auth/auth-error';
import { AFTER_LOGIN_PATH } from '@/lib/auth/next-path';
import { ERROR_CODES } from '@/lib/errors';
import { ApiError } from '@/lib/api/request';
import { kakaoRedirectUri, takeKakaoState } from '@/lib/kakao-sdk';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';
import styles from '@/components/auth/auth.module.scss';

const PROVIDER_FAILURES = new Set<number>([
  ERROR_CODES.SOCIAL_TOKEN_INVALID.code,
  ERROR_CODES.SOCIAL_NOT_CONFIGURED.code,
  ERROR_CODES.INTERNAL.code,
]);

export function KakaoCallback({ code, state, error }: { code: string | null; state: string | null; error: string | null }) {
  const t = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  // The state is single-use: a second effect run (Strict Mode) must not check it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const toast = useUiStore.getState().showToast;
    const backToLogin = (message: string) => {
      toast(message);
      router.replace('/login');
    };

    if (error) return backToLogin(t(error === 'access_denied' ? 'auth.errors.socialCancelled' : 'auth.errors.kakaoLoginFailed'));
    // A code this browser did not ask for (a planted link) is refused.
    if (!code || !takeKakaoState(state)) return backToLogin(t('auth.errors.kakaoLoginFailed'));

    completeKakaoLogin(code, kakaoRedirectUri()).then(
      (result) => {
        useUserStore.getState().login(result.token, result.user);
        toast(t('auth.login.success'));
        router.replace(result.needs_nickname ? '/register/nickname' : AFTER_LOGIN_PATH);
      },
      (e: unknown) => {
        if (e instanceof ApiError && PROVIDER_FAILURES.has(e.code)) return backToLogin(t('auth.errors.kakaoLoginFailed'));
        const view = describeAuthError(e, 'login', locale);
        backToLogin(view.lines.map((line) => t(line.key, line.values)).join(' '));
      },
    );
  }, [code, state, error, locale, router, t]);

  return (
    <>
      <Header title={t('auth.login.title')} variant="none" />
      <main id="main" className={styles.main}>
        <p role="status" className={styles.description}>
          <Spinner size={16} /> {t('auth.login.kakaoCompleting')}
        </p>
      </main>
    </>
  );
}
