'use client';

import { NextIntlClientProvider } from 'next-intl';
import { useChromeMessages } from '@/components/i18n/chrome-messages';
import { LoginRequiredDialog, type LoginRequiredDialogProps } from './login-required-dialog';

/** The login prompt above every page, under the root layout where no NextIntlClientProvider is: it speaks the chrome messages. */
export default function StandaloneLoginRequired(props: LoginRequiredDialogProps) {
  const { locale, messages } = useChromeMessages();
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      <LoginRequiredDialog {...props} />
    </NextIntlClientProvider>
  );
}
