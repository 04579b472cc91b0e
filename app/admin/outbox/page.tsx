import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Seeded } from '@/components/query/seeded';
import { outboxOptions } from '@/lib/api/account';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { listOutbox } from '@/lib/server/messaging/outbox';
import { present, seed } from '../seeds';
import { OutboxList } from './outbox-list';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('outbox') };
}

export default async function AdminOutboxPage() {
  const viewer = await requireAdminPage('/admin/outbox');
  // A production server has no outbox (404): the screen then asks and says so.
  const outbox = await seed(outboxOptions().queryKey, () => listOutbox(viewer));
  return (
    <Seeded seeds={present([outbox])}>
      <OutboxList />
    </Seeded>
  );
}
