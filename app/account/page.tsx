import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { seedQueries } from '@/app/seed-query';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Header } from '@/components/layout/header';
import { Seeded } from '@/components/query/seeded';
import { sessionsOptions } from '@/lib/api/account';
import { meOptions } from '@/lib/api/user';
import { requirePageViewer } from '@/lib/server/auth/page-session';
import { AccountView } from './account-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('user.account');
  return { title: t('title'), robots: { index: false } };
}

export default async function AccountPage() {
  await requirePageViewer('/account');
  const t = await getTranslations('user.account');
  const seeds = await seedQueries(meOptions(), sessionsOptions());
  return (
    <>
      <Header title={t('title')} />
      <ClientMessages namespaces={['auth', 'user', 'push']}>
        <Seeded seeds={seeds}>
          <AccountView />
        </Seeded>
      </ClientMessages>
    </>
  );
}
