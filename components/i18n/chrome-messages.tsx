'use client';

import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { Locale } from '@/lib/constants';

type Messages = Record<string, unknown>;
export type ChromeMessages = { locale: Locale; messages: Messages };

const ChromeContext = createContext<ChromeMessages>({ locale: 'ko', messages: {} });

/**
 * The few messages of the app's frame (header, bottom bar, dialogs' buttons, error states, write
 * button), from the root layout. Unlike NextIntlClientProvider it needs no runtime, so a page whose
 * own client parts take their labels from the server (the community home) ships no i18n code; the
 * screens that translate on the client have NextIntlClientProvider in their layouts.
 */
export function ChromeMessagesProvider({ value, children }: { value: ChromeMessages; children: ReactNode }) {
  return <ChromeContext.Provider value={value}>{children}</ChromeContext.Provider>;
}

export function useChromeMessages(): ChromeMessages {
  return useContext(ChromeContext);
}

type Values = Record<string, string | number>;

/**
 * A message with simple `{name}` arguments: compiled (`["새 알림 ", ["count"], "개"]`, what
 * next-intl's build-time compilation makes) or as written in the JSON (tests). The key when missing.
 */
export function formatChrome(messages: Messages, key: string, values: Values = {}): string {
  let node: unknown = messages;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Messages)[part] : undefined;
  if (typeof node === 'string') return node.replace(/\{(\w+)\}/g, (all, name: string) => (name in values ? String(values[name]) : all));
  if (Array.isArray(node))
    return node
      .map((part) => (typeof part === 'string' ? part : Array.isArray(part) ? String(values[part[0] as string] ?? '') : ''))
      .join('');
  return key;
}

/** `t(key, values)` over one namespace of the chrome messages (`'components.header'`). */
export function useChromeText(namespace: string): (key: string, values?: Values) => string {
  const { messages } = useChromeMessages();
  return useCallback((key, values) => formatChrome(messages, `${namespace}.${key}`, values), [messages, namespace]);
}
