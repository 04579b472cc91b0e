import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { adminPageAccess } from '@/lib/server/admin/page-access';
import { ReportQueue } from './report-queue';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('reports') };
}

export default async function AdminReportsPage() {
  await adminPageAccess();
  return <ReportQueue />;
}
