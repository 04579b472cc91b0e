import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { adminPageAccess } from '@/lib/server/admin/page-access';
import { BannerManager } from './banner-manager';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('banners') };
}

export default async function AdminBannersPage() {
  await adminPageAccess();
  return <BannerManager />;
}
