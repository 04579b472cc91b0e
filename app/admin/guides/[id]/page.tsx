import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Seeded } from '@/components/query/seeded';
import { guideOptions } from '@/lib/api/admin';
import { getAdminGuide } from '@/lib/server/guides/admin';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { adminIdParam } from '@/lib/validation/admin/common';
import { present, seed } from '../../seeds';
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
  const record = await seed(guideOptions(id).queryKey, () => getAdminGuide(id));
  return (
    <Seeded seeds={present([record])}>
      <GuideEditorLoader id={id} />
    </Seeded>
  );
}
