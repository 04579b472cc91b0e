import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { adminPageAccess } from '@/lib/server/admin/page-access';
import { GuideEditor } from '../guide-editor';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.guides'))('createTitle') };
}

export default async function NewGuidePage() {
  await adminPageAccess();
  return <GuideEditor />;
}
