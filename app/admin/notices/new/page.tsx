import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { NoticeEditor } from '../notice-editor';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.notices'))('createTitle') };
}

export default async function NewNoticePage() {
  await requireAdminPage('/admin/notices/new');
  return <NoticeEditor />;
}
