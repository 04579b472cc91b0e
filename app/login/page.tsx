import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { loginReasonFor } from '@/lib/auth/login-reason';
import { safeNextPath } from '@/lib/auth/next-path';
import { pageMetadata } from '@/lib/server/seo';
import { LoginFlow } from './login-flow';
import { ClientMessages } from '@/components/i18n/client-messages';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const t = await getTranslations();
  return pageMetadata({
    title: t('auth.login.title'),
    description: t('auth.login.welcome'),
    path: '/login',
    locale,
    siteName: t('translation.site.title'),
  });
}

export default async function LoginPage({ searchParams }: Props) {
  const { next: raw } = await searchParams;
  const next = safeNextPath(typeof raw === 'string' ? raw : null);
  return (
    <ClientMessages namespaces={['auth']}>
      <LoginFlow next={next} reason={loginReasonFor(next)} />
    </ClientMessages>
  );
}
