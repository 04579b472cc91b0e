import type { Locale } from '@/lib/constants';
import { MESSAGE_NAMESPACES } from '@/lib/constants';

export async function loadMessages(locale: Locale) {
  const entries = await Promise.all(
    MESSAGE_NAMESPACES.map(async (ns) => [ns, (await import(`../messages/${locale}/${ns}.json`)).default] as const),
  );
  return Object.fromEntries(entries);
}
