import {
  DEFAULT_KAKAO_SDK_URL,
  KakaoAppKeyMissingError,
  KakaoInitFailedError,
  KakaoSdkNotLoadedError,
  kakaoRedirectUri,
  loadKakaoSdk,
  startKakaoLogin,
  takeKakaoState,
  type KakaoSdk,
} from './kakao-sdk';

// Stands in for Kakao's script: what `kakao.min.js` puts on window when it runs.
function kakaoScriptGlobal({ initThrows = false } = {}) {
  let initialised = false;
  const sdk = {
    init: jest.fn((key: string) => {
      if (initThrows) throw new Error(`bad key ${key}`);
      initialised = true;
    }),
    isInitialized: () => initialised,
    Auth: { authorize: jest.fn() },
  } satisfies KakaoSdk;
  return sdk;
}

let sdkUrlSeq = 0;
function scriptFor(url: string) {
  return document.head.querySelector<HTMLScriptElement>(`script[src="${url}"]`);
}

// Lets loadScript add its tag, then plays the browser: runs the "script" and fires load or error.
async function settleScript(url: string, outcome: 'load' | 'error', global?: KakaoSdk) {
  await Promise.resolve();
  const script = scriptFor(url);
  if (!script) throw new Error(`no script for ${url}`);
  if (global) window.Kakao = global;
  script.dispatchEvent(new Event(outcome));
}

let url: string;
beforeEach(() => {
  url = `https://sdk.test/kakao-${++sdkUrlSeq}.js`;
  process.env.NEXT_PUBLIC_KAKAO_SDK_URL = url;
  process.env.NEXT_PUBLIC_KAKAO_APP_KEY = 'js-key-1';
  delete process.env.NEXT_PUBLIC_KAKAO_REDIRECT_URI;
  delete window.Kakao;
  sessionStorage.clear();
});

it('refuses to start without an app key, before loading anything', async () => {
  delete process.env.NEXT_PUBLIC_KAKAO_APP_KEY;
  const error = await loadKakaoSdk().catch((e: unknown) => e);
  expect(error).toBeInstanceOf(KakaoAppKeyMissingError);
  expect((error as KakaoAppKeyMissingError).messageKey).toBe('errors.kakao.appKeyMissing');
  expect(scriptFor(url)).toBeNull();
});

it('reports an SDK that fails to load, and tries again on the next attempt', async () => {
  const first = loadKakaoSdk();
  await settleScript(url, 'error');
  const error = await first.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(KakaoSdkNotLoadedError);
  expect((error as KakaoSdkNotLoadedError).messageKey).toBe('errors.kakao.sdkNotLoaded');
  expect(scriptFor(url)).toBeNull();

  const second = loadKakaoSdk();
  await settleScript(url, 'load', kakaoScriptGlobal());
  await expect(second).resolves.toBeDefined();
});

it('reports an SDK script that ran but left no Kakao object', async () => {
  const loading = loadKakaoSdk();
  await settleScript(url, 'load');
  await expect(loading).rejects.toBeInstanceOf(KakaoSdkNotLoadedError);
});

it('reports a failed init', async () => {
  const loading = loadKakaoSdk();
  await settleScript(url, 'load', kakaoScriptGlobal({ initThrows: true }));
  const error = await loading.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(KakaoInitFailedError);
  expect((error as KakaoInitFailedError).messageKey).toBe('errors.kakao.initFailed');
});

it('loads the SDK once from the configured URL, initialises it with the app key and starts authorize with a state', async () => {
  const sdk = kakaoScriptGlobal();
  const starting = startKakaoLogin();
  const again = loadKakaoSdk();
  await settleScript(url, 'load', sdk);
  await Promise.all([starting, again]);
  expect(document.head.querySelectorAll(`script[src="${url}"]`)).toHaveLength(1);
  expect(sdk.init).toHaveBeenCalledTimes(1);
  expect(sdk.init).toHaveBeenCalledWith('js-key-1');
  const [settings] = sdk.Auth.authorize.mock.calls[0]!;
  expect(settings.redirectUri).toBe(`${window.location.origin}/login/kakao/callback`);
  expect(settings.state).toEqual(expect.any(String));

  // The callback accepts that state once, and nothing else.
  expect(takeKakaoState('forged')).toBe(false);
  sessionStorage.setItem('slime-kakao-state', settings.state!);
  expect(takeKakaoState(settings.state!)).toBe(true);
  expect(takeKakaoState(settings.state!)).toBe(false);
});

it('uses the default SDK URL and a configured redirect URI', async () => {
  delete process.env.NEXT_PUBLIC_KAKAO_SDK_URL;
  const loading = loadKakaoSdk().catch(() => undefined);
  expect(scriptFor(DEFAULT_KAKAO_SDK_URL)).not.toBeNull();
  await settleScript(DEFAULT_KAKAO_SDK_URL, 'error');
  await loading;
  process.env.NEXT_PUBLIC_KAKAO_REDIRECT_URI = 'https://slime.example.com/login/kakao/callback';
  expect(kakaoRedirectUri()).toBe('https://slime.example.com/login/kakao/callback');
});
