import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Seeded } from '@/components/query/seeded';
import { wordFilterOptions } from '@/lib/api/word-filters';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { getWordFilter } from '@/lib/server/moderation/word-filter';
import { adminIdParam } from '@/lib/validation/admin/common';
import { present, seed } from '../../seeds';
import { WordFilterEditorLoader } from '../word-filter-editor';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.wordFilters'))('editTitle') };
}

export default async function EditWordFilterPage({ params }: Props) {
  const parsed = adminIdParam.safeParse(await params);
  if (!parsed.success) notFound();
  const { id } = parsed.data;
  await requireAdminPage(`/admin/word-filters/${id}`);
  const record = await seed(wordFilterOptions(id).queryKey, () => getWordFilter(id));
  return (
    <Seeded seeds={present([record])}>
      <WordFilterEditorLoader id={id} />
    </Seeded>
  );
}
