import 'server-only';
// next-intl's createTranslator, from the package next-intl re-exports it from: next-intl's own entry
// also loads its React providers, which fail outside Next (the tsx scripts run with react-server).
import { createTranslator, type MessageKeys, type NestedKeyOf } from 'use-intl/core';
import type { Locale } from '@/lib/constants';
import { LOCALE_TIME_ZONE } from '@/lib/dates';
import koCommunity from '@/messages/ko/community.json';
import koPrices from '@/messages/ko/prices.json';
import koPush from '@/messages/ko/push.json';
import koSupport from '@/messages/ko/support.json';
import koUser from '@/messages/ko/user.json';
import zhTwCommunity from '@/messages/zh-TW/community.json';
import zhTwPrices from '@/messages/zh-TW/prices.json';
import zhTwPush from '@/messages/zh-TW/push.json';
import zhTwSupport from '@/messages/zh-TW/support.json';
import zhTwUser from '@/messages/zh-TW/user.json';

// The catalogue namespaces the server writes text from (error messages, stored replies, names),
// imported statically so a route does not load the whole catalogue. Both locales share the same
// keys (messages/messages.test.ts), so the Korean files give the types.
type ServerMessages = {
  community: typeof koCommunity;
  support: typeof koSupport;
  user: typeof koUser;
  prices: typeof koPrices;
  push: typeof koPush;
};
const CATALOGUES: Record<Locale, ServerMessages> = {
  ko: { community: koCommunity, support: koSupport, user: koUser, prices: koPrices, push: koPush },
  'zh-TW': { community: zhTwCommunity, support: zhTwSupport, user: zhTwUser, prices: zhTwPrices, push: zhTwPush } as ServerMessages,
};

export type ServerNamespace = keyof ServerMessages;
export type ServerTranslator<N extends ServerNamespace> = ReturnType<typeof createTranslator<ServerMessages, N>>;
/** A message key of one namespace, e.g. `friend.notFriends` in `user`. */
export type ServerMessageKey<N extends ServerNamespace> = MessageKeys<ServerMessages[N], NestedKeyOf<ServerMessages[N]>>;

const translators = new Map<string, unknown>();

/** next-intl's translator for one namespace in the reader's language (ICU, like the pages), made once per pair. */
export function serverTranslator<N extends ServerNamespace>(locale: Locale, namespace: N): ServerTranslator<N> {
  const id = `${locale}:${namespace}`;
  let t = translators.get(id) as ServerTranslator<N> | undefined;
  if (!t) {
    t = createTranslator({ locale, messages: CATALOGUES[locale], namespace, timeZone: LOCALE_TIME_ZONE[locale] });
    translators.set(id, t);
  }
  return t;
}
