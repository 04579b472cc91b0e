import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Header } from '@/components/layout/header';
import { OutboxList } from './outbox-list';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.outbox');
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function DevOutboxPage() {
  const t = await getTranslations('auth.outbox');
  return (
    <>
      <Header title={t('title')} />
      <OutboxList />
    </>
  );
}
