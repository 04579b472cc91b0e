import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/server/seo';
import { ResetFlow } from './reset-flow';
import { ClientMessages } from '@/components/i18n/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const t = await getTranslations();
  return pageMetadata({
    title: t('auth.reset.title'),
    description: t('auth.reset.email.description'),
    path: '/password-reset',
    locale,
    siteName: t('translation.site.title'),
  });
}

export default function PasswordResetPage() {
  return (
    <ClientMessages namespaces={['auth']}>
      <ResetFlow />
    </ClientMessages>
  );
}
