import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Header } from '@/components/layout/header';
import { ProfileEditForm } from './profile-edit-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('user.profileEdit');
  return { title: t('title'), robots: { index: false } };
}

export default async function ProfileEditPage() {
  const t = await getTranslations('user.profileEdit');
  return (
    <>
      <Header title={t('title')} />
      <ProfileEditForm />
    </>
  );
}
