import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Seeded } from '@/components/query/seeded';
import { probabilityTableOptions } from '@/lib/api/admin';
import { getAdminTable } from '@/lib/server/probability/admin';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { adminIdParam } from '@/lib/validation/admin/common';
import { present, seed } from '../../seeds';
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
  const record = await seed(probabilityTableOptions(id).queryKey, () => getAdminTable(id));
  return (
    <Seeded seeds={present([record])}>
      <ProbabilityEditorLoader id={id} />
    </Seeded>
  );
}
