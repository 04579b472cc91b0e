import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Header } from '@/components/layout/header';
import { AccountView } from './account-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('user.account');
  return { title: t('title'), robots: { index: false } };
}

export default async function AccountPage() {
  const t = await getTranslations('user.account');
  return (
    <>
      <Header title={t('title')} />
      <ClientMessages namespaces={['auth', 'user']}>
        <AccountView />
      </ClientMessages>
    </>
  );
}
