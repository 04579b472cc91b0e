import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Seeded } from '@/components/query/seeded';
import { inquiryOptions } from '@/lib/api/admin';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { seedQueries } from '@/app/seed-query';
import { adminIdParam } from '@/lib/validation/admin/common';
import { InquiryDetail } from './inquiry-detail';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.inquiries'))('detailTitle', { id: (await params).id }) };
}

export default async function AdminInquiryPage({ params }: Props) {
  const parsed = adminIdParam.safeParse(await params);
  if (!parsed.success) notFound();
  const { id } = parsed.data;
  await requireAdminPage(`/admin/inquiries/${id}`);
  const seeds = await seedQueries(inquiryOptions(id));
  return (
    <Seeded seeds={seeds}>
      <InquiryDetail id={id} />
    </Seeded>
  );
}
