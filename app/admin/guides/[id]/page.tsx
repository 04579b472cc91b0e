import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Seeded } from '@/components/query/seeded';
import { guideOptions } from '@/lib/api/admin';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { seedQueries } from '@/app/seed-query';
import { adminIdParam } from '@/lib/validation/admin/common';
import { GuideEditorLoader } from '../guide-editor';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.guides'))('editTitle') };
}

export default async function EditGuidePage({ params }: Props) {
  const parsed = adminIdParam.safeParse(await params);
  if (!parsed.success) notFound();
  const { id } = parsed.data;
  await requireAdminPage(`/admin/guides/${id}`);
  const seeds = await seedQueries(guideOptions(id));
  return (
    <Seeded seeds={seeds}>
      <GuideEditorLoader id={id} />
    </Seeded>
  );
}
