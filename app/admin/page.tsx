import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { adminPageAccess } from '@/lib/server/admin/page-access';
import { Overview } from './overview';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('overview') };
}

export default async function AdminHomePage() {
  await adminPageAccess();
  return <Overview />;
}
