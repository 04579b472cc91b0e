import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { MESSAGE_NAMESPACES } from '@/lib/constants';

type Namespace = (typeof MESSAGE_NAMESPACES)[number];

// Namespaces the app-wide client pieces (header, nav, dialogs, toasts) use.
const BASE: readonly Namespace[] = ['components', 'ui', 'common', 'shared', 'auth', 'user'];

// Sends the browser only the messages its client components need, instead of every
// namespace in every page's HTML. Wrap a page's client leaves to add namespaces.
export async function ClientMessages({ namespaces = [], children }: { namespaces?: Namespace[]; children: React.ReactNode }) {
  const all = await getMessages();
  const messages = Object.fromEntries([...new Set([...BASE, ...namespaces])].map((ns) => [ns, all[ns] ?? {}]));
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}
