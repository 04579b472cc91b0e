import { AppleSignInError, signInWithApplePopup, type AppleIdAuth } from './apple-sdk';

let seq = 0;
let jsUrl: string;

// Plays the browser for Apple's script tag: defines AppleID (or not) and fires load or error.
async function runAppleScript(outcome: 'load' | 'error', auth?: AppleIdAuth) {
  await Promise.resolve();
  const script = document.head.querySelector<HTMLScriptElement>(`script[src="${jsUrl}"]`)!;
  if (auth) window.AppleID = { auth };
  script.dispatchEvent(new Event(outcome));
}

const reason = (promise: Promise<unknown>) => promise.catch((e: AppleSignInError) => e.reason);

beforeEach(() => {
  jsUrl = `https://apple.test/auth-${++seq}.js`;
  process.env.NEXT_PUBLIC_APPLE_JS_URL = jsUrl;
  process.env.NEXT_PUBLIC_APPLE_CLIENT_ID = 'com.slime.community.web';
  delete process.env.NEXT_PUBLIC_APPLE_REDIRECT_URI;
  delete window.AppleID;
});

it('needs a client id', async () => {
  delete process.env.NEXT_PUBLIC_APPLE_CLIENT_ID;
  expect(await reason(signInWithApplePopup())).toBe('notConfigured');
});

it('reports a script that does not load', async () => {
  const signingIn = signInWithApplePopup();
  await runAppleScript('error');
  expect(await reason(signingIn)).toBe('sdkNotLoaded');
});

it('opens the popup with the client id and redirect URI, and answers the id_token', async () => {
  const init = jest.fn();
  const auth: AppleIdAuth = {
    init,
    signIn: async () => ({ authorization: { id_token: 'id-token-1', state: init.mock.calls[0]![0].state } }),
  };
  const signingIn = signInWithApplePopup();
  await runAppleScript('load', auth);
  await expect(signingIn).resolves.toBe('id-token-1');
  expect(init).toHaveBeenCalledWith(
    expect.objectContaining({ clientId: 'com.slime.community.web', redirectURI: `${window.location.origin}/login`, usePopup: true }),
  );
});

it('refuses an answer that does not carry the state it sent', async () => {
  const auth: AppleIdAuth = { init: jest.fn(), signIn: async () => ({ authorization: { id_token: 'x', state: 'other' } }) };
  const signingIn = signInWithApplePopup();
  await runAppleScript('load', auth);
  expect(await reason(signingIn)).toBe('failed');
});

it('tells a closed popup from a failure', async () => {
  const closed: AppleIdAuth = { init: jest.fn(), signIn: () => Promise.reject({ error: 'popup_closed_by_user' }) };
  const first = signInWithApplePopup();
  await runAppleScript('load', closed);
  expect(await reason(first)).toBe('cancelled');
  window.AppleID = { auth: { init: jest.fn(), signIn: () => Promise.reject({ error: 'popup_blocked_by_browser' }) } };
  expect(await reason(signInWithApplePopup())).toBe('failed');
});
