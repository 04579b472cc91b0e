import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { adminPageAccess } from '@/lib/server/admin/page-access';
import { ProbabilityEditorLoader } from '../probability-editor';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.probability'))('editTitle') };
}

export default async function EditProbabilityPage({ params }: { params: Promise<{ id: string }> }) {
  await adminPageAccess();
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0) notFound();
  return <ProbabilityEditorLoader id={id} />;
}
