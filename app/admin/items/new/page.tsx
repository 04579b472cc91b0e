import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { adminPageAccess } from '@/lib/server/admin/page-access';
import { ItemEditor } from '../item-editor';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.items'))('createTitle') };
}

export default async function NewItemPage() {
  await adminPageAccess();
  return <ItemEditor />;
}
