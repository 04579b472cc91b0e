import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { GuideEditor } from '../guide-editor';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.guides'))('createTitle') };
}

export default async function NewGuidePage() {
  await requireAdminPage('/admin/guides/new');
  return <GuideEditor />;
}
