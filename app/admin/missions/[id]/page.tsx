import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Seeded } from '@/components/query/seeded';
import { missionOptions } from '@/lib/api/missions';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { getAdminMission } from '@/lib/server/missions/admin';
import { adminIdParam } from '@/lib/validation/admin/common';
import { present, seed } from '../../seeds';
import { MissionEditorLoader } from '../mission-editor';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.missions'))('editTitle') };
}

export default async function EditMissionPage({ params }: Props) {
  const parsed = adminIdParam.safeParse(await params);
  if (!parsed.success) notFound();
  const { id } = parsed.data;
  await requireAdminPage(`/admin/missions/${id}`);
  const record = await seed(missionOptions(id).queryKey, () => getAdminMission(id));
  return (
    <Seeded seeds={present([record])}>
      <MissionEditorLoader id={id} />
    </Seeded>
  );
}
