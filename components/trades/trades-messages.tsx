'use client';

import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl';
import type { ReactNode } from 'react';
import koTrades from '@/messages/ko/trades.json';
import zhTrades from '@/messages/zh-TW/trades.json';

const TRADES = { ko: koTrades, 'zh-TW': zhTrades } as const;

/**
 * Adds the whole `trades` namespace to the messages around it. The propose dialog opens from pages
 * that send the browser only `trades.entry` (item details, trade posts, wish lists); it is loaded on
 * demand, so its texts travel with its code instead of every page's HTML.
 */
export function TradesMessages({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const messages = useMessages();
  const timeZone = useTimeZone();
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={{ ...messages, trades: TRADES[locale] }}>
      {children}
    </NextIntlClientProvider>
  );
}
