import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { seedQueries } from '@/app/seed-query';
import { Seeded } from '@/components/query/seeded';
import { badgeCatalogueOptions } from '@/lib/api/people';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { MissionEditor } from '../mission-editor';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.missions'))('createTitle') };
}

export default async function NewMissionPage() {
  await requireAdminPage('/admin/missions/new');
  // The reward badge's choices.
  const seeds = await seedQueries(badgeCatalogueOptions());
  return (
    <Seeded seeds={seeds}>
      <MissionEditor />
    </Seeded>
  );
}
