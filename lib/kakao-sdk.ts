import { loadScript } from './load-script';

export const DEFAULT_KAKAO_SDK_URL = 'https://t1.kakaocdn.net/kakao_js_sdk/2.7.4/kakao.min.js';
export const KAKAO_CALLBACK_PATH = '/login/kakao/callback';
const STATE_KEY = 'slime-kakao-state';

// The part of the Kakao JS SDK (v2) this app uses.
export type KakaoSdk = {
  init: (appKey: string) => void;
  isInitialized: () => boolean;
  Auth: { authorize: (settings: { redirectUri: string; state?: string; scope?: string; prompt?: string }) => void };
};

declare global {
  interface Window {
    Kakao?: KakaoSdk;
  }
}

export type KakaoSdkErrorReason = 'sdkNotLoaded' | 'appKeyMissing' | 'initFailed';

export abstract class KakaoSdkError extends Error {
  abstract readonly reason: KakaoSdkErrorReason;
  /** The spec's message for this failure, in the `auth` namespace. */
  get messageKey(): `errors.kakao.${KakaoSdkErrorReason}` {
    return `errors.kakao.${this.reason}`;
  }
}

export class KakaoSdkNotLoadedError extends KakaoSdkError {
  override readonly name = 'KakaoSdkNotLoadedError';
  readonly reason = 'sdkNotLoaded';
  constructor(options?: ErrorOptions) {
    super('The Kakao SDK did not load', options);
  }
}

export class KakaoAppKeyMissingError extends KakaoSdkError {
  override readonly name = 'KakaoAppKeyMissingError';
  readonly reason = 'appKeyMissing';
  constructor() {
    super('NEXT_PUBLIC_KAKAO_APP_KEY is not set');
  }
}

export class KakaoInitFailedError extends KakaoSdkError {
  override readonly name = 'KakaoInitFailedError';
  readonly reason = 'initFailed';
  constructor(options?: ErrorOptions) {
    super('The Kakao SDK could not be initialised', options);
  }
}

// Public settings, read when used (Next inlines NEXT_PUBLIC_* at build time).
export function kakaoAppKey(): string | undefined {
  return process.env.NEXT_PUBLIC_KAKAO_APP_KEY || undefined;
}

export function kakaoRedirectUri(): string {
  return process.env.NEXT_PUBLIC_KAKAO_REDIRECT_URI || `${window.location.origin}${KAKAO_CALLBACK_PATH}`;
}

export async function loadKakaoSdk(): Promise<KakaoSdk> {
  const appKey = kakaoAppKey();
  if (!appKey) throw new KakaoAppKeyMissingError();
  try {
    await loadScript(process.env.NEXT_PUBLIC_KAKAO_SDK_URL || DEFAULT_KAKAO_SDK_URL, {
      integrity: process.env.NEXT_PUBLIC_KAKAO_SDK_INTEGRITY || undefined,
    });
  } catch (cause) {
    throw new KakaoSdkNotLoadedError({ cause });
  }
  const kakao = window.Kakao;
  if (!kakao?.Auth || typeof kakao.init !== 'function') throw new KakaoSdkNotLoadedError();
  if (!kakao.isInitialized()) {
    try {
      kakao.init(appKey);
    } catch (cause) {
      throw new KakaoInitFailedError({ cause });
    }
    if (!kakao.isInitialized()) throw new KakaoInitFailedError();
  }
  return kakao;
}

// Leaves the page for Kakao's consent screen; Kakao returns to the callback with ?code=&state=.
// The state ties that answer to this browser, so a code planted by someone else is refused.
export async function startKakaoLogin(): Promise<void> {
  const kakao = await loadKakaoSdk();
  const state = crypto.randomUUID();
  sessionStorage.setItem(STATE_KEY, state);
  kakao.Auth.authorize({ redirectUri: kakaoRedirectUri(), state });
}

/** For the callback page: true once if `state` is the one this browser sent to Kakao. */
export function takeKakaoState(state: string | null): boolean {
  const expected = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  return Boolean(expected && state && expected === state);
}
