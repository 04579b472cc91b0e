import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { adminPageAccess } from '@/lib/server/admin/page-access';
import { InquiryList } from './inquiry-list';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('inquiries') };
}

export default async function AdminInquiriesPage() {
  await adminPageAccess();
  return <InquiryList />;
}
