import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { adminPageAccess } from '@/lib/server/admin/page-access';
import { MemberPage } from './member-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.members'))('detailTitle') };
}

export default async function AdminMemberPage({ params }: { params: Promise<{ id: string }> }) {
  await adminPageAccess();
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0) notFound();
  return <MemberPage id={id} />;
}
