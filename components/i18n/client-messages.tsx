import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { MESSAGE_NAMESPACES } from '@/lib/constants';

type Namespace = (typeof MESSAGE_NAMESPACES)[number];

// Namespaces the app-wide client pieces (header, nav, dialogs, toasts) use.
const BASE: readonly Namespace[] = ['components', 'ui', 'common', 'shared', 'auth', 'user'];

// Sends the browser only the messages its client components need, instead of every
// namespace in every page's HTML. Wrap a page's client leaves to add namespaces.
// The administration strings (`ui.admin`) go only where `admin` is asked for.
export async function ClientMessages({
  namespaces = [],
  admin = false,
  children,
}: {
  namespaces?: Namespace[];
  admin?: boolean;
  children: React.ReactNode;
}) {
  const all = await getMessages();
  const messages: Record<string, unknown> = Object.fromEntries(
    [...new Set([...BASE, ...namespaces])].map((ns) => [ns, all[ns] ?? {}]),
  );
  if (!admin) {
    const { admin: _admin, ...ui } = (all.ui ?? {}) as Record<string, unknown>;
    messages.ui = ui;
  }
  return <NextIntlClientProvider messages={messages as typeof all}>{children}</NextIntlClientProvider>;
}
