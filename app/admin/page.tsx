import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Seeded } from '@/components/query/seeded';
import { overviewOptions } from '@/lib/api/admin';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { seedQueries } from '@/app/seed-query';
import { Overview } from './overview';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('overview') };
}

export default async function AdminHomePage() {
  await requireAdminPage('/admin');
  const seeds = await seedQueries(overviewOptions());
  return (
    <Seeded seeds={seeds}>
      <Overview />
    </Seeded>
  );
}
