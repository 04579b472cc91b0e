import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Seeded } from '@/components/query/seeded';
import { outboxOptions } from '@/lib/api/account';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { seedQueries } from '@/app/seed-query';
import { OutboxList } from './outbox-list';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('outbox') };
}

export default async function AdminOutboxPage() {
  await requireAdminPage('/admin/outbox');
  // A production server has no outbox (404): the screen then asks and says so.
  const seeds = await seedQueries(outboxOptions());
  return (
    <Seeded seeds={seeds}>
      <OutboxList />
    </Seeded>
  );
}
