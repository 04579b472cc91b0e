import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Seeded } from '@/components/query/seeded';
import { probabilityTableOptions } from '@/lib/api/admin';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { seedQueries } from '@/app/seed-query';
import { adminIdParam } from '@/lib/validation/admin/common';
import { ProbabilityEditorLoader } from '../probability-editor';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.probability'))('editTitle') };
}

export default async function EditProbabilityPage({ params }: Props) {
  const parsed = adminIdParam.safeParse(await params);
  if (!parsed.success) notFound();
  const { id } = parsed.data;
  await requireAdminPage(`/admin/probability/${id}`);
  const seeds = await seedQueries(probabilityTableOptions(id));
  return (
    <Seeded seeds={seeds}>
      <ProbabilityEditorLoader id={id} />
    </Seeded>
  );
}
