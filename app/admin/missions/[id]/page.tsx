import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Seeded } from '@/components/query/seeded';
import { missionOptions } from '@/lib/api/missions';
import { badgeCatalogueOptions } from '@/lib/api/people';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { seedQueries } from '@/app/seed-query';
import { adminIdParam } from '@/lib/validation/admin/common';
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
  // The mission, and the reward badge's choices.
  const seeds = await seedQueries(missionOptions(id), badgeCatalogueOptions());
  return (
    <Seeded seeds={seeds}>
      <MissionEditorLoader id={id} />
    </Seeded>
  );
}
