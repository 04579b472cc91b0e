import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { adminPageAccess } from '@/lib/server/admin/page-access';
import { GuideList } from './guide-list';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('guides') };
}

export default async function AdminGuidesPage() {
  await adminPageAccess();
  return <GuideList />;
}
