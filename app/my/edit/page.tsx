import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { seedQueries } from '@/app/seed-query';
import { Header } from '@/components/layout/header';
import { Seeded } from '@/components/query/seeded';
import { myBadgesOptions } from '@/lib/api/people';
import { meOptions } from '@/lib/api/user';
import { requirePageViewer } from '@/lib/server/auth/page-session';
import { ProfileEditForm } from './profile-edit-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('user.profileEdit');
  return { title: t('title'), robots: { index: false } };
}

export default async function ProfileEditPage() {
  await requirePageViewer('/my/edit');
  const t = await getTranslations('user.profileEdit');
  const seeds = await seedQueries(meOptions(), myBadgesOptions());
  return (
    <>
      <Header title={t('title')} />
      <Seeded seeds={seeds}>
        <ProfileEditForm />
      </Seeded>
    </>
  );
}
