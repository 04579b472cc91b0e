import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Seeded } from '@/components/query/seeded';
import { bannersOptions } from '@/lib/api/admin';
import { listAdminBanners } from '@/lib/server/community/admin-banners';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { present, seed } from '../seeds';
import { BannerManager } from './banner-manager';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('banners') };
}

export default async function AdminBannersPage() {
  await requireAdminPage('/admin/banners');
  const banners = await seed(bannersOptions().queryKey, listAdminBanners);
  return (
    <Seeded seeds={present([banners])}>
      <BannerManager />
    </Seeded>
  );
}
