import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Seeded } from '@/components/query/seeded';
import { overviewOptions } from '@/lib/api/admin';
import { loadOverview } from '@/lib/server/admin/overview';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { Overview } from './overview';
import { present, seed } from './seeds';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('overview') };
}

export default async function AdminHomePage() {
  await requireAdminPage('/admin');
  const overview = await seed(overviewOptions().queryKey, loadOverview);
  return (
    <Seeded seeds={present([overview])}>
      <Overview />
    </Seeded>
  );
}
