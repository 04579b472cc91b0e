import { getLocale, getMessages } from 'next-intl/server';
import { ChromeMessagesProvider } from './chrome-messages';

// Apart from client-messages.tsx: importing NextIntlClientProvider's module at all puts next-intl's
// client runtime in the page, even where it is not rendered.

type Messages = Record<string, unknown>;

// The frame's messages (components/i18n/chrome-messages): what the root layout's client parts, the
// header, the write button, the home page's welcome and language switch, the login prompt and the
// root and notice error states say on every page, with or without NextIntlClientProvider.
const CHROME = [
  'components.header',
  'components.nav',
  'components.modal',
  'components.loginRequired',
  'components.errorState',
  'components.loading',
  'components.write',
  'components.guestWelcome',
  'ui.language',
  'auth.session.expired',
  'common.errors.generic',
  'common.errors.noticesLoadFailed',
];

/** The messages at the given dotted paths, in the same tree shape. */
export function pickPaths(all: Messages, paths: readonly string[]): Messages {
  const picked: Messages = {};
  for (const path of paths) {
    const parts = path.split('.');
    let from: unknown = all;
    let to = picked;
    parts.forEach((part, k) => {
      from = from && typeof from === 'object' ? (from as Messages)[part] : undefined;
      if (from === undefined) return;
      if (k === parts.length - 1) to[part] = from;
      else to = (to[part] ??= {}) as Messages;
    });
  }
  return picked;
}

export async function AppChromeMessages({ children }: { children: React.ReactNode }) {
  const [locale, all] = await Promise.all([getLocale(), getMessages()]);
  return <ChromeMessagesProvider value={{ locale, messages: pickPaths(all, CHROME) }}>{children}</ChromeMessagesProvider>;
}
