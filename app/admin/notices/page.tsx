import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { adminPageAccess } from '@/lib/server/admin/page-access';
import { NoticeList } from './notice-list';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('notices') };
}

export default async function AdminNoticesPage() {
  await adminPageAccess();
  return <NoticeList />;
}
