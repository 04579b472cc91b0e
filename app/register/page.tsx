import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/server/seo';
import { RegisterFlow } from './register-flow';
import { ClientMessages } from '@/components/i18n/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const t = await getTranslations();
  return pageMetadata({
    title: t('auth.register.title'),
    description: t('auth.register.method.description'),
    path: '/register',
    locale,
    siteName: t('translation.site.title'),
  });
}

export default function RegisterPage() {
  return (
    <ClientMessages namespaces={['auth']}>
      <RegisterFlow />
    </ClientMessages>
  );
}
