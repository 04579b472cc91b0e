import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { MissionEditor } from '../mission-editor';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.missions'))('createTitle') };
}

export default async function NewMissionPage() {
  await requireAdminPage('/admin/missions/new');
  return <MissionEditor />;
}
