import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Seeded } from '@/components/query/seeded';
import { bannersOptions } from '@/lib/api/admin';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { seedQueries } from '@/app/seed-query';
import { BannerManager } from './banner-manager';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('banners') };
}

export default async function AdminBannersPage() {
  await requireAdminPage('/admin/banners');
  const seeds = await seedQueries(bannersOptions());
  return (
    <Seeded seeds={seeds}>
      <BannerManager />
    </Seeded>
  );
}
