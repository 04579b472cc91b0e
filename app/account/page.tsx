import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Header } from '@/components/layout/header';
import { Seeded } from '@/components/query/seeded';
import { accountKeys, meKeys } from '@/lib/api/keys';
import { requirePageViewer } from '@/lib/server/auth/page-session';
import { listSessions } from '@/lib/server/auth/session';
import { getMe } from '@/lib/server/people/me';
import { AccountView } from './account-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('user.account');
  return { title: t('title'), robots: { index: false } };
}

export default async function AccountPage() {
  const viewer = await requirePageViewer('/account');
  const [t, locale] = await Promise.all([getTranslations('user.account'), getLocale()]);
  const [me, sessions] = await Promise.all([getMe(viewer.id, locale), listSessions(viewer)]);
  return (
    <>
      <Header title={t('title')} />
      <ClientMessages namespaces={['auth', 'user', 'push']}>
        <Seeded
          seeds={[
            { queryKey: meKeys.all, data: me },
            { queryKey: accountKeys.sessions(), data: sessions },
          ]}
        >
          <AccountView />
        </Seeded>
      </ClientMessages>
    </>
  );
}
