import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { WordFilterEditor } from '../word-filter-editor';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.wordFilters'))('createTitle') };
}

export default async function NewWordFilterPage() {
  await requireAdminPage('/admin/word-filters/new');
  return <WordFilterEditor />;
}
