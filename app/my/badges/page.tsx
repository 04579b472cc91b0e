import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Header } from '@/components/layout/header';
import { BadgeBook } from './badge-book';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('user.badges');
  return { title: t('catalogue'), robots: { index: false } };
}

export default async function BadgesPage() {
  const t = await getTranslations('user.badges');
  return (
    <>
      <Header title={t('catalogue')} />
      <BadgeBook />
    </>
  );
}
