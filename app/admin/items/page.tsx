import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { adminPageAccess } from '@/lib/server/admin/page-access';
import { ItemList } from './item-list';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('items') };
}

export default async function AdminItemsPage() {
  await adminPageAccess();
  return <ItemList />;
}
