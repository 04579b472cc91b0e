import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { adminPageAccess } from '@/lib/server/admin/page-access';
import { ProbabilityEditor } from '../probability-editor';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.probability'))('createTitle') };
}

export default async function NewProbabilityPage() {
  await adminPageAccess();
  return <ProbabilityEditor />;
}
