import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { Seeded } from '@/components/query/seeded';
import { inquiryOptions } from '@/lib/api/admin';
import { getAdminInquiry } from '@/lib/server/support/admin';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { adminIdParam } from '@/lib/validation/admin/common';
import { present, seed } from '../../seeds';
import { InquiryDetail } from './inquiry-detail';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.inquiries'))('detailTitle', { id: (await params).id }) };
}

export default async function AdminInquiryPage({ params }: Props) {
  const parsed = adminIdParam.safeParse(await params);
  if (!parsed.success) notFound();
  const { id } = parsed.data;
  const viewer = await requireAdminPage(`/admin/inquiries/${id}`);
  const locale = await getLocale();
  const inquiry = await seed(inquiryOptions(id).queryKey, () => getAdminInquiry(viewer, id, locale));
  return (
    <Seeded seeds={present([inquiry])}>
      <InquiryDetail id={id} />
    </Seeded>
  );
}
