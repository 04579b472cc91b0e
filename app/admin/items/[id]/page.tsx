import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { adminPageAccess } from '@/lib/server/admin/page-access';
import { ItemEditorLoader } from '../item-editor';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.items'))('editTitle') };
}

export default async function EditItemPage({ params }: { params: Promise<{ id: string }> }) {
  await adminPageAccess();
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0) notFound();
  return <ItemEditorLoader id={id} />;
}
