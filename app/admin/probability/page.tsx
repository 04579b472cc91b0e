import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { adminPageAccess } from '@/lib/server/admin/page-access';
import { ProbabilityList } from './probability-list';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('probability') };
}

export default async function AdminProbabilityPage() {
  await adminPageAccess();
  return <ProbabilityList />;
}
