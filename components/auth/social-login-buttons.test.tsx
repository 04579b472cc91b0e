/**
 * @jest-environment ./test/msw-environment.ts
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import koAuth from '@/messages/ko/auth.json';
import koCommon from '@/messages/ko/common.json';
import zhAuth from '@/messages/zh-TW/auth.json';
import zhCommon from '@/messages/zh-TW/common.json';
import type { AppleIdAuth } from '@/lib/apple-sdk';
import type { SessionResult } from '@/lib/api/social';
import { renderWithIntl } from '@/test/render-with-intl';
import { useUiStore } from '@/stores/ui-store';
import { SocialLoginButtons } from './social-login-buttons';

const APPLE_JS = 'https://apple.test/appleid.auth.js';
let kakaoSeq = 0;

const session: SessionResult = {
  token: 'tok-1',
  needs_nickname: true,
  user: {
    id: 7,
    uuid: 'u-7',
    nickname: null,
    email: null,
    phone: null,
    status_message: '',
    profile_image: null,
    role: 'member',
    referral_ball: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    represent_badge: null,
    badges: [],
  },
};

// The Apple login endpoint answers what the test sets; every request is kept to look at.
const requests: Request[] = [];
const server = setupServer();
server.events.on('request:start', ({ request }) => {
  requests.push(request.clone());
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function serverAnswers(status: number, body: JsonBodyType) {
  server.use(http.post('/api/v1/user/apple/login/', () => HttpResponse.json(body, { status }), { once: true }));
}

// Stands in for Apple's script: AppleID.auth as it behaves after the person acts in the popup.
function appleScriptGlobal(outcome: { idToken: string } | { error: string }) {
  let state: string | undefined;
  const auth: AppleIdAuth = {
    init: jest.fn((config) => {
      state = config.state;
    }),
    signIn: jest.fn(async () => {
      if ('error' in outcome) throw { error: outcome.error };
      return { authorization: { id_token: outcome.idToken, code: 'c', state } };
    }),
  };
  return auth;
}

async function runScript(src: string, outcome: 'load' | 'error', setGlobal?: () => void) {
  const script = await waitFor(() => {
    const found = document.head.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
    if (!found) throw new Error(`no script ${src}`);
    return found;
  });
  setGlobal?.();
  act(() => {
    script.dispatchEvent(new Event(outcome));
  });
}

function renderButtons(locale: 'ko' | 'zh-TW' = 'ko') {
  const onSuccess = jest.fn();
  const messages = locale === 'ko' ? { auth: koAuth, common: koCommon } : { auth: zhAuth, common: zhCommon };
  renderWithIntl(<SocialLoginButtons onSuccess={onSuccess} />, { locale, messages });
  return onSuccess;
}

const toast = () => useUiStore.getState().toastMessage;

beforeEach(() => {
  process.env.NEXT_PUBLIC_APPLE_CLIENT_ID = 'com.slime.community.web';
  process.env.NEXT_PUBLIC_APPLE_JS_URL = APPLE_JS;
  process.env.NEXT_PUBLIC_KAKAO_APP_KEY = 'js-key';
  process.env.NEXT_PUBLIC_KAKAO_SDK_URL = `https://kakao.test/sdk-${++kakaoSeq}.js`;
  requests.length = 0;
  delete window.AppleID;
  delete window.Kakao;
  act(() => useUiStore.getState().hideToast());
});

it('offers Apple and Kakao with their brand labels', () => {
  renderButtons();
  expect(screen.getByRole('button', { name: 'Apple로 로그인' })).toBeEnabled();
  expect(screen.getByRole('button', { name: '카카오로 로그인' })).toBeEnabled();
});

it('leaves out a provider whose public setting is missing', () => {
  delete process.env.NEXT_PUBLIC_KAKAO_APP_KEY;
  renderButtons('zh-TW');
  expect(screen.queryByRole('button', { name: '使用 Kakao 登入' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: '使用 Apple 登入' })).toBeEnabled();
  expect(screen.queryByText(zhAuth.login.social.unavailable)).not.toBeInTheDocument();
});

it('leaves out Apple alike, and says nothing about settings', () => {
  delete process.env.NEXT_PUBLIC_APPLE_CLIENT_ID;
  renderButtons();
  expect(screen.queryByRole('button', { name: 'Apple로 로그인' })).not.toBeInTheDocument();
  expect(screen.getAllByRole('button')).toHaveLength(1);
  expect(screen.getByRole('button', { name: '카카오로 로그인' })).toBeEnabled();
  expect(document.body).not.toHaveTextContent(/키|key|설정/i);
});

it.each([
  ['ko', koAuth],
  ['zh-TW', zhAuth],
] as const)('with no provider set up, says in %s that quick sign-in is unavailable', (locale, catalogue) => {
  delete process.env.NEXT_PUBLIC_APPLE_CLIENT_ID;
  delete process.env.NEXT_PUBLIC_KAKAO_APP_KEY;
  renderButtons(locale);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getByText(catalogue.login.social.unavailable)).toBeInTheDocument();
});

it('signs in with Apple: posts the id_token and hands the session to the caller', async () => {
  const onSuccess = renderButtons();
  const auth = appleScriptGlobal({ idToken: 'apple-id-token' });
  await runScript(APPLE_JS, 'load', () => {
    window.AppleID = { auth };
  });
  serverAnswers(200, { code: 0, data: session });
  await userEvent.click(screen.getByRole('button', { name: 'Apple로 로그인' }));

  await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(session));
  expect(auth.init).toHaveBeenCalledWith(expect.objectContaining({ clientId: 'com.slime.community.web', usePopup: true }));
  const [request] = requests;
  expect(new URL(request!.url).pathname).toBe('/api/v1/user/apple/login/');
  expect(request!.method).toBe('POST');
  expect(JSON.parse(await request!.text())).toEqual({ id_token: 'apple-id-token' });
  expect(request!.headers.has('Authorization')).toBe(false);
});

it.each([
  ['the server refuses the token', { code: 2009, message: 'invalid' }, 401, koAuth.errors.appleLoginFailed],
  ['the account is suspended', { code: 1301, message: 'suspended', meta: { until: null, reason: 'spam' } }, 403, koAuth.errors.suspended],
])('shows a toast when %s', async (_name, body, status, message) => {
  const onSuccess = renderButtons();
  await runScript(APPLE_JS, 'load', () => {
    window.AppleID = { auth: appleScriptGlobal({ idToken: 't' }) };
  });
  serverAnswers(status, body);
  await userEvent.click(screen.getByRole('button', { name: 'Apple로 로그인' }));
  await waitFor(() => expect(toast()).toContain(message));
  expect(onSuccess).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Apple로 로그인' })).toBeEnabled();
});

it('says the login was cancelled when the Apple popup is closed', async () => {
  renderButtons();
  await runScript(APPLE_JS, 'load', () => {
    window.AppleID = { auth: appleScriptGlobal({ error: 'popup_closed_by_user' }) };
  });
  await userEvent.click(screen.getByRole('button', { name: 'Apple로 로그인' }));
  await waitFor(() => expect(toast()).toBe(koAuth.errors.socialCancelled));
  expect(requests).toHaveLength(0);
});

it('shows the spec’s message when the Kakao SDK does not load', async () => {
  renderButtons();
  await userEvent.click(screen.getByRole('button', { name: '카카오로 로그인' }));
  await runScript(process.env.NEXT_PUBLIC_KAKAO_SDK_URL!, 'error');
  await waitFor(() => expect(toast()).toBe(koAuth.errors.kakao.sdkNotLoaded));
  expect(screen.getByRole('button', { name: '카카오로 로그인' })).toBeEnabled();
});

it('shows the spec’s message when Kakao init fails', async () => {
  renderButtons('zh-TW');
  await userEvent.click(screen.getByRole('button', { name: '使用 Kakao 登入' }));
  await runScript(process.env.NEXT_PUBLIC_KAKAO_SDK_URL!, 'load', () => {
    window.Kakao = {
      init: () => {
        throw new Error('invalid app key');
      },
      isInitialized: () => false,
      Auth: { authorize: jest.fn() },
    };
  });
  await waitFor(() => expect(toast()).toBe(zhAuth.errors.kakao.initFailed));
});

it('starts Kakao’s consent screen when the SDK is ready', async () => {
  renderButtons();
  const authorize = jest.fn();
  let initialised = false;
  await userEvent.click(screen.getByRole('button', { name: '카카오로 로그인' }));
  await runScript(process.env.NEXT_PUBLIC_KAKAO_SDK_URL!, 'load', () => {
    window.Kakao = { init: () => void (initialised = true), isInitialized: () => initialised, Auth: { authorize } };
  });
  await waitFor(() =>
    expect(authorize).toHaveBeenCalledWith(expect.objectContaining({ redirectUri: expect.stringContaining('/login/kakao/callback') })),
  );
  expect(screen.getByRole('button', { name: '카카오로 로그인' })).toHaveAttribute('aria-busy', 'true');
  expect(toast()).toBeNull();
});
