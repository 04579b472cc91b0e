import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Header } from '@/components/layout/header';
import { Seeded } from '@/components/query/seeded';
import { meKeys, peopleKeys } from '@/lib/api/keys';
import { requirePageViewer } from '@/lib/server/auth/page-session';
import { listOwnedBadges } from '@/lib/server/people/badges';
import { getMe } from '@/lib/server/people/me';
import { ProfileEditForm } from './profile-edit-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('user.profileEdit');
  return { title: t('title'), robots: { index: false } };
}

export default async function ProfileEditPage() {
  const viewer = await requirePageViewer('/my/edit');
  const [t, locale] = await Promise.all([getTranslations('user.profileEdit'), getLocale()]);
  const [me, badges] = await Promise.all([getMe(viewer.id, locale), listOwnedBadges(viewer.id, locale)]);
  return (
    <>
      <Header title={t('title')} />
      <Seeded
        seeds={[
          { queryKey: meKeys.all, data: me },
          { queryKey: peopleKeys.myBadges(), data: badges },
        ]}
      >
        <ProfileEditForm />
      </Seeded>
    </>
  );
}
