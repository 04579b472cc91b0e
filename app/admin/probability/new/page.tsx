import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { ProbabilityEditor } from '../probability-editor';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.probability'))('createTitle') };
}

export default async function NewProbabilityPage() {
  await requireAdminPage('/admin/probability/new');
  return <ProbabilityEditor />;
}
