import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { adminPageAccess } from '@/lib/server/admin/page-access';
import { NoticeEditorLoader } from '../notice-editor';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.notices'))('editTitle') };
}

export default async function EditNoticePage({ params }: { params: Promise<{ id: string }> }) {
  await adminPageAccess();
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0) notFound();
  return <NoticeEditorLoader id={id} />;
}
