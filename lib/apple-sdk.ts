import { loadScript } from './load-script';

export const DEFAULT_APPLE_JS_URL = 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js';

type AppleSignInResponse = { authorization?: { id_token?: string; code?: string; state?: string } };

// The part of Sign in with Apple JS this app uses.
export type AppleIdAuth = {
  init: (config: { clientId: string; scope: string; redirectURI: string; state?: string; usePopup?: boolean }) => void;
  signIn: () => Promise<AppleSignInResponse>;
};

declare global {
  interface Window {
    AppleID?: { auth: AppleIdAuth };
  }
}

export type AppleSignInErrorReason = 'notConfigured' | 'sdkNotLoaded' | 'cancelled' | 'failed';

export class AppleSignInError extends Error {
  override readonly name = 'AppleSignInError';
  constructor(
    readonly reason: AppleSignInErrorReason,
    options?: ErrorOptions,
  ) {
    super(`Sign in with Apple: ${reason}`, options);
  }
}

// Apple's answers when the person closes the popup or declines.
const CANCELLED = new Set(['popup_closed_by_user', 'user_cancelled_authorize']);

export function appleClientId(): string | undefined {
  return process.env.NEXT_PUBLIC_APPLE_CLIENT_ID || undefined;
}

function appleJsUrl(): string {
  return process.env.NEXT_PUBLIC_APPLE_JS_URL || DEFAULT_APPLE_JS_URL;
}

/** Fetches Apple's script ahead of the click; a failure shows up again on sign-in. */
export function preloadAppleJs(): void {
  loadScript(appleJsUrl()).catch(() => undefined);
}

function appleRedirectUri(): string {
  return process.env.NEXT_PUBLIC_APPLE_REDIRECT_URI || `${window.location.origin}/login`;
}

/** Opens Apple's popup and answers the id_token to send to the server. */
export async function signInWithApplePopup(): Promise<string> {
  const clientId = appleClientId();
  if (!clientId) throw new AppleSignInError('notConfigured');
  try {
    await loadScript(appleJsUrl());
  } catch (cause) {
    throw new AppleSignInError('sdkNotLoaded', { cause });
  }
  const auth = window.AppleID?.auth;
  if (!auth) throw new AppleSignInError('sdkNotLoaded');
  const state = crypto.randomUUID();
  let answer: AppleSignInResponse;
  try {
    auth.init({ clientId, scope: 'email', redirectURI: appleRedirectUri(), state, usePopup: true });
    answer = await auth.signIn();
  } catch (cause) {
    const code = (cause as { error?: unknown } | null)?.error;
    throw new AppleSignInError(typeof code === 'string' && CANCELLED.has(code) ? 'cancelled' : 'failed', { cause });
  }
  const idToken = answer.authorization?.id_token;
  if (!idToken || answer.authorization?.state !== state) throw new AppleSignInError('failed');
  return idToken;
}
