import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { Locale } from '@/lib/constants';
import koComponents from '@/messages/ko/components.json';
import zhComponents from '@/messages/zh-TW/components.json';

const COMPONENT_MESSAGES: Record<Locale, Record<string, unknown>> = {
  ko: koComponents,
  'zh-TW': zhComponents,
};

export type IntlRenderOptions = Omit<RenderOptions, 'wrapper'> & {
  locale?: Locale;
  /** Extra namespaces merged next to `components`. */
  messages?: Record<string, unknown>;
};

export function IntlWrapper({
  locale = 'ko',
  messages,
  children,
}: {
  locale?: Locale;
  messages?: Record<string, unknown>;
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider locale={locale} timeZone="Asia/Seoul" messages={{ components: COMPONENT_MESSAGES[locale], ...messages }}>
      {children}
    </NextIntlClientProvider>
  );
}

export function renderWithIntl(ui: ReactElement, { locale = 'ko', messages, ...options }: IntlRenderOptions = {}) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <IntlWrapper locale={locale} messages={messages}>
      {children}
    </IntlWrapper>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
