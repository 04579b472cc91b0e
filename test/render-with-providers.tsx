import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { Locale } from '@/lib/constants';
import koAuth from '@/messages/ko/auth.json';
import koCommon from '@/messages/ko/common.json';
import koModeration from '@/messages/ko/moderation.json';
import koTrades from '@/messages/ko/trades.json';
import koUi from '@/messages/ko/ui.json';
import koUser from '@/messages/ko/user.json';
import zhAuth from '@/messages/zh-TW/auth.json';
import zhCommon from '@/messages/zh-TW/common.json';
import zhModeration from '@/messages/zh-TW/moderation.json';
import zhTrades from '@/messages/zh-TW/trades.json';
import zhUi from '@/messages/zh-TW/ui.json';
import zhUser from '@/messages/zh-TW/user.json';
import { IntlWrapper } from './render-with-intl';

const SCREEN_MESSAGES: Record<Locale, Record<string, unknown>> = {
  ko: { auth: koAuth, common: koCommon, ui: koUi, user: koUser, moderation: koModeration, trades: koTrades },
  'zh-TW': { auth: zhAuth, common: zhCommon, ui: zhUi, user: zhUser, moderation: zhModeration, trades: zhTrades },
};

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

/** A client screen with react-query and the auth, common, ui, user, moderation and trades namespaces (besides components). */
export function renderScreen(
  ui: ReactElement,
  {
    locale = 'ko',
    queryClient = testQueryClient(),
    ...options
  }: Omit<RenderOptions, 'wrapper'> & { locale?: Locale; queryClient?: QueryClient } = {},
) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <IntlWrapper locale={locale} messages={SCREEN_MESSAGES[locale]}>
        {children}
      </IntlWrapper>
    </QueryClientProvider>
  );
  return { queryClient, ...render(ui, { wrapper: Wrapper, ...options }) };
}
