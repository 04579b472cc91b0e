import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { adminPageAccess } from '@/lib/server/admin/page-access';
import { GuideEditorLoader } from '../guide-editor';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.guides'))('editTitle') };
}

export default async function EditGuidePage({ params }: { params: Promise<{ id: string }> }) {
  await adminPageAccess();
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0) notFound();
  return <GuideEditorLoader id={id} />;
}
