import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { ItemEditor } from '../item-editor';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.items'))('createTitle') };
}

export default async function NewItemPage() {
  await requireAdminPage('/admin/items/new');
  return <ItemEditor />;
}
