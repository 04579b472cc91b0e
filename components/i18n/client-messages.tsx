import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { MESSAGE_NAMESPACES } from '@/lib/constants';

type Namespace = (typeof MESSAGE_NAMESPACES)[number];
// A whole namespace, or one section of it ('auth.session').
type Part = Namespace | `${Namespace}.${string}`;

// What the app-wide client pieces (header, nav, dialogs, toasts, the session watcher, author names
// and the member menu) use. The account flows' texts (auth.*, 11 KB) and the member pages' (the
// rest of user.*, 8 KB) are not here: those pages ask for 'auth' or 'user'.
const BASE: readonly Part[] = [
  'components',
  'ui',
  'common',
  'shared',
  'auth.session',
  'user.withdrawnUser',
  'user.suspendedUser',
  'user.userNotFound',
  'user.menu',
  'user.block',
  'user.report',
  'user.reportReason',
  'user.notifications',
  // The trade buttons beside sellers, buyers and trade posts; the propose dialog brings the rest of `trades` with its code.
  'trades.entry',
  // Item prices show in the item detail and in the price fields of several forms.
  'prices',
];

type Messages = Record<string, unknown>;

/** The messages of the given parts: whole namespaces, or single sections of one. */
export function pickMessages(all: Messages, parts: readonly Part[]): Messages {
  const picked: Messages = {};
  for (const part of new Set(parts)) {
    const [ns, section] = part.split('.', 2) as [string, string | undefined];
    const source = (all[ns] ?? {}) as Messages;
    if (!section) picked[ns] = source;
    else if (!parts.includes(ns as Part)) picked[ns] = { ...((picked[ns] as Messages) ?? {}), [section]: source[section] ?? {} };
  }
  return picked;
}

// Sends the browser only the messages its client components need, instead of every
// namespace in every page's HTML. Wrap a page's client leaves to add namespaces.
// The administration strings (`ui.admin`) go only where `admin` is asked for.
export async function ClientMessages({
  namespaces = [],
  admin = false,
  children,
}: {
  namespaces?: Part[];
  admin?: boolean;
  children: React.ReactNode;
}) {
  const all = await getMessages();
  const messages = pickMessages(all, [...BASE, ...namespaces]);
  if (!admin) {
    const { admin: _admin, ...ui } = (messages.ui ?? {}) as Messages;
    messages.ui = ui;
  }
  return <NextIntlClientProvider messages={messages as typeof all}>{children}</NextIntlClientProvider>;
}
