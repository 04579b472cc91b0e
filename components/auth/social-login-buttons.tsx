'use client';

import { clsx } from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { appleLogin, type SessionResult } from '@/lib/api/social';
import { ApiError } from '@/lib/api/request';
import { AppleSignInError, appleClientId, preloadAppleJs, signInWithApplePopup } from '@/lib/apple-sdk';
import { describeAuthError } from '@/lib/auth/auth-error';
import type { Locale } from '@/lib/constants';
import { ERROR_CODES } from '@/lib/errors';
import { KakaoSdkError, kakaoAppKey, startKakaoLogin } from '@/lib/kakao-sdk';
import { useUiStore } from '@/stores/ui-store';
import styles from './social-login-buttons.module.scss';

type Provider = 'apple' | 'kakao';

export type SocialLoginButtonsProps = {
  /**
   * A social login finished (Apple, in a popup). The caller stores the session and, when
   * `needs_nickname`, routes to the nickname step. Kakao leaves the page for its consent
   * screen and finishes on the callback route instead (completeKakaoLogin).
   */
  onSuccess: (result: SessionResult) => void;
  className?: string;
};

const FAILED = { apple: 'auth.errors.appleLoginFailed', kakao: 'auth.errors.kakaoLoginFailed' } as const;
// The provider refused, is not set up on the server, or is down: "try again" is all we can say.
const PROVIDER_FAILURES = new Set<number>([
  ERROR_CODES.SOCIAL_TOKEN_INVALID.code,
  ERROR_CODES.SOCIAL_NOT_CONFIGURED.code,
  ERROR_CODES.INTERNAL.code,
]);

type MessageRef = { key: string; values?: Record<string, string | number> };

function failureMessages(error: unknown, provider: Provider, locale: Locale): MessageRef[] {
  if (error instanceof KakaoSdkError) return [{ key: `auth.${error.messageKey}` }];
  if (error instanceof AppleSignInError) {
    return [{ key: error.reason === 'cancelled' ? 'auth.errors.socialCancelled' : FAILED.apple }];
  }
  if (error instanceof ApiError && PROVIDER_FAILURES.has(error.code)) return [{ key: FAILED[provider] }];
  const { lines } = describeAuthError(error, 'login', locale);
  return lines.length ? lines : [{ key: FAILED[provider] }];
}

function AppleLogo() {
  return (
    <svg viewBox="0 0 17 20" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M14.2 10.6c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9C3.7 4.8 2 5.8 1.1 7.4c-1.9 3.2-.5 8 1.3 10.6.9 1.3 1.9 2.7 3.3 2.6 1.3-.1 1.8-.9 3.4-.9s2 .9 3.4.8c1.4 0 2.3-1.3 3.2-2.6 1-1.5 1.4-2.9 1.4-3-.1 0-2.8-1-2.9-4.3zM11.6 2.9c.7-.9 1.2-2 1.1-3.2-1 0-2.3.7-3 1.6-.7.8-1.2 2-1.1 3.1 1.1.1 2.3-.6 3-1.5z" />
    </svg>
  );
}

function KakaoLogo() {
  return (
    <svg viewBox="0 0 18 18" aria-hidden="true" focusable="false" fill="#000">
      <path d="M9 1.5C4.6 1.5 1 4.3 1 7.8c0 2.2 1.5 4.2 3.7 5.3l-.9 3.4c-.1.3.3.5.5.3l4-2.7h.7c4.4 0 8-2.8 8-6.3S13.4 1.5 9 1.5z" />
    </svg>
  );
}

export function SocialLoginButtons({ onSuccess, className }: SocialLoginButtonsProps) {
  const t = useTranslations();
  const locale = useLocale();
  const showToast = useUiStore((s) => s.showToast);
  const [busy, setBusy] = useState<Provider | null>(null);
  const appleReady = Boolean(appleClientId());
  const kakaoReady = Boolean(kakaoAppKey());

  // Apple's popup must open close to the click, so its script is fetched ahead of time.
  useEffect(() => {
    if (appleReady) preloadAppleJs();
  }, [appleReady]);

  const fail = (error: unknown, provider: Provider) =>
    showToast(
      failureMessages(error, provider, locale)
        .map((m) => t(m.key, m.values))
        .join(' '),
    );

  const signInWithApple = async () => {
    setBusy('apple');
    try {
      const result = await appleLogin(await signInWithApplePopup());
      onSuccess(result);
    } catch (error) {
      fail(error, 'apple');
    } finally {
      setBusy(null);
    }
  };

  const signInWithKakao = async () => {
    setBusy('kakao');
    try {
      await startKakaoLogin();
      // The browser is now on its way to Kakao; stay busy until it leaves.
    } catch (error) {
      setBusy(null);
      fail(error, 'kakao');
    }
  };

  // A provider this site is not set up for is left out: it could only refuse. With neither, say so once.
  if (!appleReady && !kakaoReady) {
    return (
      <div className={clsx(styles.root, className)}>
        <p className={styles.note}>{t('auth.login.social.unavailable')}</p>
      </div>
    );
  }

  return (
    <div className={clsx(styles.root, className)}>
      {appleReady && (
        <button
          type="button"
          className={clsx(styles.button, styles.apple)}
          disabled={busy !== null}
          aria-busy={busy === 'apple' || undefined}
          onClick={signInWithApple}
        >
          <span className={styles.logo}>{busy === 'apple' ? <Spinner size={16} /> : <AppleLogo />}</span>
          {t('auth.login.social.apple')}
        </button>
      )}
      {kakaoReady && (
        <button
          type="button"
          className={clsx(styles.button, styles.kakao)}
          disabled={busy !== null}
          aria-busy={busy === 'kakao' || undefined}
          onClick={signInWithKakao}
        >
          <span className={styles.logo}>{busy === 'kakao' ? <Spinner size={16} /> : <KakaoLogo />}</span>
          {t('auth.login.social.kakao')}
        </button>
      )}
    </div>
  );
}
