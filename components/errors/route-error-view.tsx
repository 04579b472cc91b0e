'use client';

import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { useChromeMessages } from '@/components/i18n/chrome-messages';
import { Header } from '@/components/layout/header';
import { ErrorState } from '@/components/ui/error-state';
import type { RouteErrorFrame } from './error-boundary';

type Props = { messageKey: string; frame: RouteErrorFrame; reset: () => void };

function View({ messageKey, frame: { main = false, header }, reset }: Props) {
  const t = useTranslations();
  const state = <ErrorState message={t(messageKey)} onRetry={reset} />;
  if (!main && !header) return state;
  return (
    <>
      {header && <Header variant={header} />}
      <main id="main">{state}</main>
    </>
  );
}

/** What an error boundary shows, loaded when one catches an error. */
export default function RouteErrorView(props: Props) {
  const { locale, messages } = useChromeMessages();
  if (!props.frame.standalone) return <View {...props} />;
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      <View {...props} />
    </NextIntlClientProvider>
  );
}
