import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { adminPageAccess } from '@/lib/server/admin/page-access';
import { NoticeEditor } from '../notice-editor';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.notices'))('createTitle') };
}

export default async function NewNoticePage() {
  await adminPageAccess();
  return <NoticeEditor />;
}
