import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Seeded } from '@/components/query/seeded';
import { wordFilterOptions } from '@/lib/api/word-filters';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { seedQueries } from '@/app/seed-query';
import { adminIdParam } from '@/lib/validation/admin/common';
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
  const seeds = await seedQueries(wordFilterOptions(id));
  return (
    <Seeded seeds={seeds}>
      <WordFilterEditorLoader id={id} />
    </Seeded>
  );
}
