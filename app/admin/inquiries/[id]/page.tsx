import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { adminPageAccess } from '@/lib/server/admin/page-access';
import { InquiryDetail } from './inquiry-detail';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.inquiries'))('detailTitle', { id: (await params).id }) };
}

export default async function AdminInquiryPage({ params }: Props) {
  await adminPageAccess();
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0) notFound();
  return <InquiryDetail id={id} />;
}
